import { validateField, type FieldErrors, type FormFieldDefinition } from './forms'

/**
 * A buyer's enquiry about a development (collection `enquiries`): its fields as form field
 * definitions, checked with the rules of the CMS's forms (./forms.ts) in the browser and again
 * in the CMS. No imports beyond ./forms, so the site uses it as it is.
 */
export const replyChannels = ['phone', 'whatsapp', 'email'] as const
export type ReplyChannel = (typeof replyChannels)[number]

export const enquiryLimits = { name: 200, phone: 40, email: 254, message: 2000 } as const
/** A sales note on an enquiry: the CMS's field and endpoint, and the admin's box that writes one. */
export const noteLimits = { text: 4000 } as const

export type EnquiryAnswers = {
  name?: unknown
  replyBy?: unknown
  phone?: unknown
  email?: unknown
  message?: unknown
  consent?: unknown
}

/** The fields an enquiry asks for; the contact field of the chosen channel is required. */
export function enquiryFields(replyBy: unknown): (FormFieldDefinition & { name: keyof EnquiryAnswers })[] {
  return [
    { name: 'name', type: 'text', required: true, maxLength: enquiryLimits.name },
    { name: 'replyBy', type: 'select', required: true, options: replyChannels.map((value) => ({ value })) },
    {
      name: 'phone',
      type: 'phone',
      required: replyBy === 'phone' || replyBy === 'whatsapp',
      maxLength: enquiryLimits.phone,
    },
    { name: 'email', type: 'email', required: replyBy === 'email', maxLength: enquiryLimits.email },
    { name: 'message', type: 'textarea', maxLength: enquiryLimits.message },
    // Consent to be contacted: an enquiry without it is refused.
    { name: 'consent', type: 'checkbox', required: true },
  ]
}

/** Errors by field name; empty when the enquiry's answers are valid. */
export function validateEnquiry(answers: EnquiryAnswers): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of enquiryFields(answers.replyBy)) {
    const code = validateField(field, answers[field.name])
    if (code) errors[field.name] = code
  }
  return errors
}
