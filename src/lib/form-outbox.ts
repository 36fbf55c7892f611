import { liveErrorKind } from './live-errors'
import { liveMutate } from './live'
import { formOutboxKey } from './site-events'

/**
 * Form submissions that could not be sent (the browser is offline, or the request found no
 * connection) are kept in localStorage and sent once the connection returns: on the `online`
 * event and on the next page load (gatsby-browser.tsx). Each carries an idempotency key made in
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

export type Submission = {
  idempotencyKey: string
  form: number
  data: Record<string, string | boolean>
  locale: 'en' | 'id'
  page: string
}

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

export const sendSubmission = (submission: Submission) => liveMutate(SUBMIT_FORM, { data: submission })

/** True when a failed send never reached the CMS (offline, cut connection): worth keeping for later. */
export const isConnectionFailure = (error: unknown) => liveErrorKind(error) === 'network'

let sending: Promise<void> | null = null

/**
 * Sends the kept submissions, oldest first, one at a time; stops at the first connection failure
 * (the rest wait for the next occasion). A submission the CMS refuses for its answers is dropped:
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
          if (liveErrorKind(error) !== 'rejected') return
          sent = false
        }
        forgetSubmission(submission.idempotencyKey)
        if (sent) window.dispatchEvent(new CustomEvent(outboxSentEvent, { detail: submission.idempotencyKey }))
      }
    } finally {
      sending = null
    }
  })()
  return sending
}
