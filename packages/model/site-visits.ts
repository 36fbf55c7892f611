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
