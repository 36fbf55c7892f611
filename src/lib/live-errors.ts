import { localeOf, translator, type Lang, type StringKey } from './i18n'
import { liveErrorStrings } from './live-errors.strings'

const text = translator(liveErrorStrings)

/**
 * What went wrong with a live call, from the visitor's point of view. Pure: reads only the shape
 * of the error Apollo (or the browser) gave, so it is unit-tested without Apollo.
 */
export type LiveErrorKind =
  | 'network' // no answer at all: offline, the request was cut, or Apollo's code could not be fetched
  | 'server' // the CMS answered with an error status, a broken body or no data
  | 'wrongCredentials'
  | 'unverified'
  | 'limited' // too many attempts from this address or at this account: wait (HTTP 429)
  | 'forbidden' // not logged in (any more), or not allowed
  | 'rejected' // the CMS refused the data (validation)

/** One field the CMS refused, with any details it gave beside the path and the message. */
export type Refusal = { path?: string; message?: string } & Record<string, unknown>

type GraphQLErrorLike = {
  message?: string
  extensions?: {
    name?: string
    statusCode?: number
    retryAfter?: number
    data?: { retryAfter?: number; errors?: Refusal[] }
  }
}

/** A failed HTTP answer as Apollo's ServerError carries it. */
type ServerErrorLike = { statusCode?: number; bodyText?: string; response?: { headers?: Pick<Headers, 'get'> } }

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
      errors.some(
        (e) => e.extensions?.name === name || (e.extensions?.statusCode === status && message.test(e.message ?? '')),
      )
    // The CMS's login throttle (cms/src/collections/Users/login-throttle.ts).
    if (errors.some((e) => e.extensions?.statusCode === 429)) return 'limited'
    if (is('AuthenticationError', 401, /incorrect/i)) return 'wrongCredentials'
    if (is('UnverifiedEmail', 403, /verif/i)) return 'unverified'
    if (is('ValidationError', 400, /invalid|field/i) || errors.some((e) => e.extensions?.data?.errors?.length))
      return 'rejected'
    if (
      errors.some(
        (e) =>
          e.extensions?.name === 'Forbidden' || e.extensions?.statusCode === 403 || e.extensions?.statusCode === 401,
      )
    )
      return 'forbidden'
    return 'server'
  }
  const e = error as { name?: string; message?: string; statusCode?: number } | null
  // The site server's rate limits (scripts/lib/limits.ts).
  if (e?.statusCode === 429) return 'limited'
  if (e?.statusCode || e?.name === 'ServerError' || e?.name === 'ServerParseError') return 'server'
  if (/^Response not successful|^Server response was missing/.test(e?.message ?? '')) return 'server'
  return 'network'
}

/** Every refusal of the CMS's validation errors in a failed call. */
export const refusals = (error: unknown): Refusal[] =>
  (graphQLErrors(error) ?? []).flatMap((e) => e.extensions?.data?.errors ?? [])

/** The fields the CMS refused, as `{ field: its message }` (paths like `password` or `data.email`). */
export function rejectedFields(error: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of refusals(error)) {
    const name = f.path?.replace(/^data\./, '')
    if (name) out[name] = f.message ?? ''
  }
  return out
}

export const liveErrorMessages: Record<LiveErrorKind, StringKey<typeof liveErrorStrings>> = {
  network: 'network',
  server: 'server',
  wrongCredentials: 'wrongCredentials',
  unverified: 'unverified',
  limited: 'limited',
  forbidden: 'forbidden',
  rejected: 'rejected',
}

const positiveSeconds = (value: unknown) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : null
}

/**
 * How many seconds a limited caller must wait: the CMS's GraphQL error (`extensions.data.retryAfter`),
 * or the site server's 429 (its Retry-After header, or the same number in its GraphQL-shaped body).
 */
export function retryAfterSeconds(error: unknown): number | null {
  for (const e of graphQLErrors(error) ?? []) {
    const seconds = positiveSeconds(e.extensions?.data?.retryAfter ?? e.extensions?.retryAfter)
    if (seconds) return seconds
  }
  const server = error as ServerErrorLike | null
  const header = positiveSeconds(server?.response?.headers?.get('retry-after'))
  if (header) return header
  try {
    return (
      graphQLErrors(JSON.parse(server?.bodyText ?? ''))
        ?.map((e) => positiveSeconds(e.extensions?.retryAfter))
        .find(Boolean) ?? null
    )
  } catch {
    return null
  }
}

/** A wait in words of the language: "45 seconds", "3 minutes" ("45 detik", "3 menit"); "a few minutes" when unknown. */
export function waitText(lang: Lang, seconds: number | null): string {
  if (!seconds) return text(lang, 'aFewMinutes')
  const [value, unit] = seconds < 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/** The translated message of a failed live call (the console got the technical one). */
export function liveErrorText(lang: Lang, error: unknown): string {
  const kind = liveErrorKind(error)
  return text(
    lang,
    liveErrorMessages[kind],
    kind === 'limited' ? { wait: waitText(lang, retryAfterSeconds(error)) } : undefined,
  )
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
