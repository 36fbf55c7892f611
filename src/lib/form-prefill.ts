import { fieldMaxLength, type FormFieldDefinition } from '@lestari/model/forms'

/** The text fields a link may fill in through the address (`?topic=buying&message=…`). */
const prefillable = ['topic', 'message']

/**
 * Answers given in the address by a link to the form (the development list's "ask our sales
 * team" writes the buyer's choices into the message): a select's only when it is one of its
 * options, text cut to the field's length.
 */
export function prefilledAnswers(fields: readonly FormFieldDefinition[], search: string): Record<string, string> {
  const params = new URLSearchParams(search)
  const found: Record<string, string> = {}
  for (const field of fields) {
    const value = field.name && prefillable.includes(field.name) ? params.get(field.name) : null
    if (!value) continue
    if (field.type === 'select') {
      if (field.options?.some((o) => o?.value === value)) found[field.name!] = value
    } else if (field.type === 'text' || field.type === 'textarea') {
      found[field.name!] = value.slice(0, fieldMaxLength(field))
    }
  }
  return found
}
