import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { isTeamMember } from '../access'
import { clientAddress } from '@lestari/server-kit/client-address'
import { clientLimits, limitedMessage, searchesText, type LimitedAction } from '@lestari/model/client-limits'
import { beforeEveryOperation } from './every-collection'
import { consumeOr429, makeLimiter } from './limiters'
import { cmsSettings } from '../settings'

/**
 * The limits per client address, counted where the CMS knows the operation: in Payload's
 * `beforeOperation` hooks, after REST and GraphQL have both been parsed into the same operation
 * (login, create, forgotPassword, read with a `where`...). However a caller spells a request (a
 * double slash, percent-encoding, upper case, a mutation inside a fragment, a byte-order mark, a
 * method override), it reaches one of these operations, and each operation costs one count.
 */
const counters = Object.fromEntries(
  (Object.keys(clientLimits) as LimitedAction[]).map((action) => [
    action,
    makeLimiter({
      keyPrefix: `client-${action}`,
      points: clientLimits[action].limit,
      duration: clientLimits[action].windowMinutes * 60,
    }),
  ]),
) as Record<LimitedAction, ReturnType<typeof makeLimiter>>

/**
 * Counts one `action` for the caller's address, or throws a 429 once the address is over its
 * limit. Operations that the server runs itself (the Local API: seeds, hooks, the site's own
 * jobs) and staff's work in the admin are not counted.
 */
export async function countAction(req: PayloadRequest, action: LimitedAction, overrideAccess = false) {
  if (overrideAccess || req.payloadAPI === 'local' || isTeamMember(req)) return
  await consumeOr429(req, counters[action], clientAddress(req, cmsSettings.proxySecret), limitedMessage, { action })
}

type Operation = Parameters<CollectionBeforeOperationHook>[0]['operation']

/** The limited action of a collection's operation, if any. */
export function actionOf(
  collection: string,
  operation: Operation,
  args: { where?: unknown; data?: Record<string, unknown> },
): LimitedAction | null {
  if ((operation === 'read' || operation === 'count' || operation === 'readDistinct') && searchesText(args.where))
    return 'search'
  if (collection === 'form-submissions' && operation === 'create') return 'formSubmission'
  if (collection === 'enquiries' && operation === 'create') return 'enquiry'
  if (collection !== 'users') return null
  if (operation === 'login') return 'login'
  if (operation === 'create') return 'register'
  if (operation === 'forgotPassword' || operation === 'resetPassword') return 'password'
  if (operation === 'delete') return 'accountChange'
  if (operation === 'update' && args.data && ('email' in args.data || 'password' in args.data)) return 'accountChange'
  return null
}

const countOperation: CollectionBeforeOperationHook = async ({ args, collection, operation, overrideAccess, req }) => {
  const action = actionOf(collection.slug, operation, args as { where?: unknown; data?: Record<string, unknown> })
  if (action) await countAction(req, action, overrideAccess)
  return args
}

/** Counts the limited operations of every collection (first of their beforeOperation hooks). */
export const operationLimitsPlugin = beforeEveryOperation(countOperation)

/**
 * GraphQL answers an operation refused by a limit with HTTP 200 and the error in its body; the
 * same 429 as REST tells every client, and a proxy or CDN in front, that the caller must wait.
 */
export async function withLimitedStatus(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.has('retry-after')) return response
  const body = await response.text()
  let limited = false
  try {
    const errors = (JSON.parse(body) as { errors?: { extensions?: { statusCode?: number } }[] }).errors
    limited = Boolean(errors?.some((error) => error.extensions?.statusCode === 429))
  } catch {
    // not JSON: answered as it is
  }
  return new Response(body, { status: limited ? 429 : response.status, headers: response.headers })
}
