import type { MessageKey } from './i18n'

/**
 * What went wrong with a live call, from the visitor's point of view. Pure: reads only the shape
 * of the error Apollo (or the browser) gave, so it is unit-tested without Apollo.
 */
export type LiveErrorKind =
  | 'network' // no answer at all: offline, the request was cut, or Apollo's code could not be fetched
  | 'server' // the CMS answered with an error status, a broken body or no data
  | 'wrongCredentials'
  | 'unverified'
  | 'locked'
  | 'forbidden' // not logged in (any more), or not allowed
  | 'rejected' // the CMS refused the data (validation)

type GraphQLErrorLike = { message?: string; extensions?: { name?: string; statusCode?: number; data?: { errors?: { path?: string; message?: string }[] } } }

const graphQLErrors = (error: unknown): GraphQLErrorLike[] | null => {
  const errors = (error as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : null
}

export function liveErrorKind(error: unknown): LiveErrorKind {
  const errors = graphQLErrors(error)
  if (errors?.length) {
    // The CMS names its errors after their classes, which a production build may shorten: the
    // status and the message decide as well.
    const is = (name: string, status: number, message: RegExp) =>
      errors.some((e) => e.extensions?.name === name || (e.extensions?.statusCode === status && message.test(e.message ?? '')))
    if (is('LockedAuth', 401, /locked/i)) return 'locked'
    if (is('AuthenticationError', 401, /incorrect/i)) return 'wrongCredentials'
    if (is('UnverifiedEmail', 403, /verif/i)) return 'unverified'
    if (is('ValidationError', 400, /invalid|field/i) || errors.some((e) => e.extensions?.data?.errors?.length)) return 'rejected'
    if (errors.some((e) => e.extensions?.name === 'Forbidden' || e.extensions?.statusCode === 403 || e.extensions?.statusCode === 401)) return 'forbidden'
    return 'server'
  }
  const e = error as { name?: string; message?: string; statusCode?: number } | null
  if (e?.statusCode || e?.name === 'ServerError' || e?.name === 'ServerParseError') return 'server'
  if (/^Response not successful|^Server response was missing/.test(e?.message ?? '')) return 'server'
  return 'network'
}

/** The fields the CMS refused, as `{ field: its message }` (paths like `password` or `data.email`). */
export function rejectedFields(error: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of graphQLErrors(error) ?? []) {
    for (const f of e.extensions?.data?.errors ?? []) {
      const name = f.path?.replace(/^data\./, '')
      if (name) out[name] = f.message ?? ''
    }
  }
  return out
}

export const liveErrorMessages: Record<LiveErrorKind, MessageKey> = {
  network: 'liveNetworkError',
  server: 'liveServerError',
  wrongCredentials: 'liveWrongCredentials',
  unverified: 'liveUnverified',
  locked: 'liveLocked',
  forbidden: 'liveForbidden',
  rejected: 'liveRejected',
}

/**
 * The developer console gets the technical message (Apollo's catalogue: 'Response not successful:
 * Received status code 503', 'Server response was missing for query ...'); the visitor gets a
 * translated sentence from liveErrorMessages.
 */
export function reportLiveError(error: unknown, operation: string, log: Pick<Console, 'error'> = console) {
  const message = (error as { message?: string } | null)?.message ?? String(error)
  log.error(`[live] ${operation}: ${message}`)
}
