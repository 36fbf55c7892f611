import { validateField, type FieldErrors, type FormFieldDefinition } from './forms'

/**
 * A buyer's request for a site visit (collection `site-visits`): its fields as form field
 * definitions, checked with the rules of the CMS's forms in the browser and again in the CMS.
 * No imports beyond ./forms, so the site uses it as it is.
 */
export const visitLimits = { name: 200, phone: 40, email: 254 } as const

/** A site visit's stages, and the key each one's name has in the admin's and the site's strings. */
export const visitStatuses = ['booked', 'visited', 'noShow', 'cancelled'] as const
export type VisitStatus = (typeof visitStatuses)[number]
export const visitStatusKeys = {
  booked: 'statusBooked',
  visited: 'statusVisited',
  noShow: 'statusNoShow',
  cancelled: 'statusCancelled',
} as const satisfies Record<VisitStatus, string>

/**
 * What a buyer refused by a limit per person reads (the CMS's message and the booking form's), with
 * `{when}` the visit it concerns and `{count}` the visits or confirmations counted.
 */
export const visitPersonLimitTexts = {
  en: {
    sameSlot:
      'You already have a visit on {when}. To change it, cancel it with the link in its confirmation email and book again.',
    openBookings:
      'You already have {count} visits booked, the next on {when}. Cancel one with the link in its confirmation email to book another.',
    dailyConfirmations:
      'We have sent {count} booking confirmations to this email address today. Please try again tomorrow or contact our sales team.',
  },
  id: {
    sameSlot:
      'Anda sudah memiliki kunjungan pada {when}. Untuk mengubahnya, batalkan melalui tautan di email konfirmasinya lalu pesan lagi.',
    openBookings:
      'Anda sudah memesan {count} kunjungan, yang terdekat pada {when}. Batalkan salah satunya melalui tautan di email konfirmasinya untuk memesan lagi.',
    dailyConfirmations:
      'Hari ini kami sudah mengirim {count} konfirmasi pemesanan ke alamat email ini. Silakan coba lagi besok atau hubungi tim penjualan kami.',
  },
} as const
export type VisitPersonLimit = keyof (typeof visitPersonLimitTexts)['en']

export type VisitAnswers = {
  slotStart?: unknown
  name?: unknown
  phone?: unknown
  email?: unknown
  consent?: unknown
}

export const visitFields: (FormFieldDefinition & { name: keyof VisitAnswers })[] = [
  // The chosen slot, by its start (an ISO instant): a bookable one is checked by the CMS.
  { name: 'slotStart', type: 'text', required: true, maxLength: 40 },
  { name: 'name', type: 'text', required: true, maxLength: visitLimits.name },
  // WhatsApp or phone: the gallery's staff call or message the buyer on the day.
  { name: 'phone', type: 'phone', required: true, maxLength: visitLimits.phone },
  // The confirmation with its calendar file and the cancel link go here.
  { name: 'email', type: 'email', required: true, maxLength: visitLimits.email },
  { name: 'consent', type: 'checkbox', required: true },
]

/** Errors by field name; empty when the answers are valid. */
export function validateVisit(answers: VisitAnswers): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of visitFields) {
    const code = validateField(field, answers[field.name])
    if (code) errors[field.name] = code
  }
  return errors
}
