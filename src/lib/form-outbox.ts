import { liveErrorKind, rejectedFields } from './live-errors'
import { liveMutate } from './live'
import { formOutboxKey } from './site-events'
import type { StringKey } from './i18n'
import type { formStrings } from './form.strings'

/**
 * Form submissions that could not be sent (the browser is offline, or the request found no
 * connection) are kept in localStorage and sent once the connection returns: on the `online`
 * event, on the next page load (gatsby-browser.tsx), and, after a send that failed while the
 * browser said it was online, again a little later (`retryDelay`). Each carries an idempotency key made in
 * the browser, so the CMS stores it once even when it is sent twice (a request that reached the
 * CMS before the connection dropped, two tabs, a retry click).
 */
export const outboxKey = formOutboxKey
/** Fired on window with the key (`detail`) of a kept submission that has now been sent. */
export const outboxSentEvent = 'site:form-outbox-sent'

export const SUBMIT_FORM = `
  mutation SubmitForm($data: mutationFormSubmissionInput!) {
    createFormSubmission(data: $data) { id }
  }
`

export const SUBMIT_ENQUIRY = `
  mutation SubmitEnquiry($data: mutationEnquiryInput!) {
    createEnquiry(data: $data) { id }
  }
`

export type FormSubmission = {
  idempotencyKey: string
  form: number
  data: Record<string, string | boolean>
  locale: 'en' | 'id'
  page: string
}

/** A buyer's enquiry about a development (src/components/EnquiryForm.tsx), kept and sent the same way. */
export type EnquirySubmission = {
  kind: 'enquiry'
  idempotencyKey: string
  project: number
  unitType: number | null
  /** The site plan's lot the buyer asked about ("Enquire about this lot"); absent in older kept enquiries. */
  lot?: string | null
  name: string
  replyBy: string
  phone: string
  email: string
  message: string
  consent: boolean
  locale: 'en' | 'id'
  page: string
}

/** A buyer's site-visit booking (src/components/VisitBookingForm.tsx), kept and sent the same way. */
export type VisitSubmission = {
  kind: 'siteVisit'
  idempotencyKey: string
  project: number
  slotStart: string
  name: string
  phone: string
  email: string
  consent: boolean
  locale: 'en' | 'id'
  enquiryKey: string | null
  /** The site plan's lot the buyer wants to see ("Book a visit" on a lot's card). */
  lot?: string | null
}

export const BOOK_SITE_VISIT = `
  mutation BookSiteVisit($data: SiteVisitBookingInput!) {
    bookSiteVisit(data: $data) { id cancelToken }
  }
`

export type Submission = FormSubmission | EnquirySubmission | VisitSubmission

export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

export function keptSubmissions(): Submission[] {
  try {
    const kept = JSON.parse(storage()?.getItem(outboxKey) ?? '[]') as unknown
    return Array.isArray(kept) ? (kept as Submission[]).filter((s) => typeof s?.idempotencyKey === 'string') : []
  } catch {
    return []
  }
}

const save = (kept: Submission[]) => {
  if (kept.length) storage()?.setItem(outboxKey, JSON.stringify(kept))
  else storage()?.removeItem(outboxKey)
}

/** Keeps a submission (replacing one with the same key). */
export const keepSubmission = (submission: Submission) =>
  save([...keptSubmissions().filter((s) => s.idempotencyKey !== submission.idempotencyKey), submission])

export const forgetSubmission = (key: string) => save(keptSubmissions().filter((s) => s.idempotencyKey !== key))

export const sendSubmission = (submission: Submission) => {
  if ('kind' in submission) {
    const { kind, ...data } = submission
    return liveMutate(kind === 'enquiry' ? SUBMIT_ENQUIRY : BOOK_SITE_VISIT, { data })
  }
  return liveMutate(SUBMIT_FORM, { data: submission })
}

/** True when a failed send never reached the CMS (offline, cut connection): worth keeping for later. */
export const isConnectionFailure = (error: unknown) => liveErrorKind(error) === 'network'

/**
 * The idempotency key for sending `answers`: the same answers sent again keep the key of the
 * pending submission (the CMS stores them once); changed answers replace a kept earlier version.
 */
export function submissionKey(pending: { key: string; answers: unknown } | null, answers: unknown): string {
  if (pending && JSON.stringify(pending.answers) === JSON.stringify(answers)) return pending.key
  if (pending) forgetSubmission(pending.key)
  return newIdempotencyKey()
}

type FormMessage = StringKey<typeof formStrings>

/** What sending a submission from a form came to; the forms show `message` from formStrings. */
export type SendOutcome =
  | { kind: 'sent'; result: unknown }
  | { kind: 'kept'; message: Extract<FormMessage, 'keptOffline' | 'keptAfterNetworkError'> }
  | { kind: 'limited'; error: unknown }
  | { kind: 'error'; message: Extract<FormMessage, 'rejected' | 'serverError'>; fields: string[]; error: unknown }

/**
 * Sends a submission (`onSending` when the request starts), or keeps it to be sent when the
 * connection returns if the browser is offline or the request found no connection.
 */
export async function sendOrKeep(submission: Submission, onSending: () => void): Promise<SendOutcome> {
  if (!navigator.onLine) {
    keepSubmission(submission)
    return { kind: 'kept', message: 'keptOffline' }
  }
  onSending()
  let result: unknown
  try {
    result = await sendSubmission(submission)
  } catch (error) {
    if (isConnectionFailure(error)) {
      keepSubmission(submission)
      retryLater()
      return { kind: 'kept', message: 'keptAfterNetworkError' }
    }
    if (liveErrorKind(error) === 'limited') return { kind: 'limited', error }
    const rejected = liveErrorKind(error) === 'rejected'
    return {
      kind: 'error',
      message: rejected ? 'rejected' : 'serverError',
      fields: rejected ? Object.keys(rejectedFields(error)) : [],
      error,
    }
  }
  forgetSubmission(submission.idempotencyKey)
  return { kind: 'sent', result }
}

let sending: Promise<void> | null = null
let failedTries = 0
let retryTimer: number | undefined

const retryDelays = [5_000, 20_000, 60_000]
/**
 * How long to wait before sending the kept submissions again after the `tries`-th failed try in a
 * row while the browser said it was online (an `online` event can come before the connection
 * works, and a poor connection fails now and then): 5 s, then 20 s, then every minute.
 */
export const retryDelay = (tries: number) => retryDelays[Math.min(tries, retryDelays.length) - 1]

/** Sends the kept submissions again later, while this page stays open. */
function retryLater() {
  if (retryTimer !== undefined) return
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined
    void sendKeptSubmissions()
  }, retryDelay(++failedTries))
}

/**
 * Sends the kept submissions, oldest first, one at a time; stops at the first failure that is not
 * a refusal (the rest wait for the next occasion, a retry among them). A submission the CMS refuses for its answers is dropped:
 * it was checked with the same rules before it was kept, so sending it again cannot succeed.
 */
export function sendKeptSubmissions(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve()
  if (!keptSubmissions().length) return Promise.resolve()
  sending ??= (async () => {
    try {
      for (const submission of keptSubmissions()) {
        let sent = true
        try {
          await sendSubmission(submission)
        } catch (error) {
          if (liveErrorKind(error) !== 'rejected') return retryLater()
          sent = false
        }
        forgetSubmission(submission.idempotencyKey)
        if (sent) window.dispatchEvent(new CustomEvent(outboxSentEvent, { detail: submission.idempotencyKey }))
      }
      failedTries = 0
    } finally {
      sending = null
    }
  })()
  return sending
}
