/**
 * Site-visit booking in the browser (src/components/VisitBookingForm.tsx): the slots the CMS
 * offers live, and the enquiries sent from this device, which a booking may be linked to.
 */
export const VISIT_SLOTS = `
  query SiteVisitSlots($project: Int!, $locale: String) {
    siteVisitSlots(project: $project, locale: $locale) { timeZone galleryAddress slots { start end free } }
  }
`

export type VisitSlot = { start: string; end: string; free: number }
export type VisitSlots = { timeZone: string; galleryAddress: string | null; slots: VisitSlot[] }

/** localStorage: the idempotency key of the last enquiry sent from this device, per development. */
export const enquiryKeysKey = 'enquiry-keys'

const storedKeys = (): Record<string, string> => {
  try {
    const kept = JSON.parse(window.localStorage.getItem(enquiryKeysKey) ?? '{}') as unknown
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Remembers an enquiry about a development (sent, or kept to be sent), for the booking to link to. */
export function rememberEnquiry(project: number, key: string) {
  try {
    window.localStorage.setItem(enquiryKeysKey, JSON.stringify({ ...storedKeys(), [project]: key }))
  } catch {
    // storage full or refused: the booking simply offers no link
  }
}

export const enquiryKeyOf = (project: number): string | null =>
  typeof window === 'undefined' ? null : (storedKeys()[project] ?? null)

/** The open slots grouped by their date in the gallery's time zone ("YYYY-MM-DD"), in order. */
export function slotsByDate(slots: VisitSlot[], timeZone: string): [string, VisitSlot[]][] {
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const days = new Map<string, VisitSlot[]>()
  for (const slot of slots) {
    if (slot.free < 1) continue
    const date = dateOf.format(new Date(slot.start))
    days.set(date, [...(days.get(date) ?? []), slot])
  }
  return [...days]
}
