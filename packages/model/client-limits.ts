/**
 * Limits per client address (docs/SECURITY.md, "Limits per client"): one table for the CMS, which
 * counts each operation where it has parsed it (cms/src/limits/operation-limits.ts), and for the
 * site server in front of it, which counts the usual spellings first (scripts/lib/limits.ts).
 */

/** What a visitor does that an attacker would repeat by the thousand. */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'password'
  | 'subscribe'
  | 'formSubmission'
  | 'enquiry'
  | 'siteVisit'
  | 'search'
  | 'accountChange'

/**
 * Requests per client address and window. Each is many times what one visitor needs, so that a
 * busy office or school behind one address stays under it, while password guessing, mass sign-ups,
 * mail bombing and scraping through search are cut to a trickle.
 */
export const clientLimits: Record<LimitedAction, { limit: number; windowMinutes: number }> = {
  login: { limit: 50, windowMinutes: 15 },
  register: { limit: 20, windowMinutes: 60 },
  password: { limit: 20, windowMinutes: 60 },
  subscribe: { limit: 20, windowMinutes: 60 },
  formSubmission: { limit: 100, windowMinutes: 10 },
  // Each enquiry emails a sales team and goes to its CRM.
  enquiry: { limit: 30, windowMinutes: 60 },
  // Each booking (or cancellation) of a site visit emails the buyer and a sales team.
  siteVisit: { limit: 30, windowMinutes: 60 },
  search: { limit: 120, windowMinutes: 1 },
  // A signed-in visitor changing their email address or password, or deleting their account: each
  // may send an email, and each checks a password.
  accountChange: { limit: 20, windowMinutes: 60 },
}

/** The answer's message for a caller over a limit. */
export const limitedMessage = (retryAfter: number) =>
  `Too many requests from your address. Please wait ${retryAfter} seconds and try again.`

/** Filters that read every document's text: what scraping through search would use. */
export const textOperators = new Set(['like', 'not_like', 'contains'])

/** Whether a `where` (its and/or lists included) filters with one of them, at any depth. */
export const searchesText = (where: unknown): boolean => {
  if (Array.isArray(where)) return where.some(searchesText)
  if (!where || typeof where !== 'object') return false
  return Object.entries(where).some(([key, inner]) => textOperators.has(key) || searchesText(inner))
}
