/**
 * Buyers' personal data under UU PDP (Law 27/2022): the purposes a person consents to, the
 * version of the wording each form shows, and the shapes of the copy of their data (export) that
 * the CMS gives them and the site shows. Plain TypeScript: the CMS, the site and the tests share it.
 */

/** What a person may consent to, each withdrawn on its own. */
export const consentPurposes = ['sales-contact', 'newsletter', 'development-updates'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]
export const isConsentPurpose = (value: unknown): value is ConsentPurpose =>
  typeof value === 'string' && (consentPurposes as readonly string[]).includes(value)

/** The forms that ask for consent; a consent record names the one it came from. */
export const consentForms = ['enquiry', 'site-visit', 'subscription'] as const
export type ConsentForm = (typeof consentForms)[number]

/**
 * The version of the consent wording each form shows (the strings beside the form: the enquiry
 * form's and the visit booking's `consent`, the subscribe screen's `subscribeIntro`). Change the
 * version with the words, so that each record says which words the person agreed to.
 */
export const consentWordingVersions: Record<ConsentForm, string> = {
  enquiry: 'enquiry-2026-11-v1',
  'site-visit': 'site-visit-2026-11-v1',
  subscription: 'subscription-2026-11-v1',
}

/** What an anonymised enquiry or visit keeps in place of the person's name. */
export const erasedName = 'Erased'

/** One consent as the person's copy of their data shows it. */
export type ConsentCopy = {
  id: number
  purpose: ConsentPurpose
  form: ConsentForm
  wordingVersion: string
  language: string
  page: string | null
  givenAt: string
  withdrawnAt: string | null
}

/** The person's copy of their data (GET /api/privacy/export): one list per kind of record. */
export type PrivacyExport = {
  exportedAt: string
  account: Record<string, unknown> | null
  enquiries: Record<string, unknown>[]
  siteVisits: Record<string, unknown>[]
  subscriptions: Record<string, unknown>[]
  savedHomes: Record<string, unknown> | null
  consents: ConsentCopy[]
}

/** Whether a purpose may still be used: a consent given and not withdrawn since. */
export const purposeActive = (consents: Pick<ConsentCopy, 'purpose' | 'withdrawnAt'>[], purpose: ConsentPurpose) =>
  consents.some((c) => c.purpose === purpose && !c.withdrawnAt)

/** One CSV cell: quoted, and text a spreadsheet would run as a formula (= + - @) defused with a leading apostrophe. */
export const csvCell = (value: unknown): string => {
  let text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/**
 * The export as one CSV table: a row per field of each record (section, record id, field,
 * value), so records of different kinds with different fields fit one file a spreadsheet opens.
 */
export function exportCSV(data: PrivacyExport): string {
  const rows: unknown[][] = [['section', 'record', 'field', 'value']]
  const add = (section: string, record: Record<string, unknown> | null | undefined) => {
    if (!record) return
    const id = record.id ?? ''
    for (const [field, value] of Object.entries(record)) {
      if (field === 'id') continue
      rows.push([section, id, field, value])
    }
  }
  add('account', data.account)
  for (const e of data.enquiries) add('enquiry', e)
  for (const v of data.siteVisits) add('site-visit', v)
  for (const s of data.subscriptions) add('subscription', s)
  if (data.savedHomes) add('saved-homes', { id: '', ...data.savedHomes })
  for (const c of data.consents) add('consent', c)
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Stages of an enquiry that became a booking or a sale: kept by the retention (the sale's own records govern them). */
export const convertedStages = ['booking', 'won'] as const

/** `months` calendar months before `now` (UTC), on the same day of the month or that month's last. */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  )
}

/** The instants before which each kind of lead has expired; null where the kind is kept (0 months). */
export const retentionCutoffs = (now: Date, months: { enquiries: number; visits: number }) => ({
  enquiries: months.enquiries > 0 ? monthsBefore(now, months.enquiries) : null,
  visits: months.visits > 0 ? monthsBefore(now, months.visits) : null,
})
