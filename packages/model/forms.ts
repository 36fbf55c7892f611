/**
 * Validation of a visitor's form answers against the form's field definitions. One module for
 * both sides: the site checks in the browser before sending, the CMS checks again in a hook of
 * form-submissions (cms/src/collections/Forms/index.ts). No imports, so the site can use it as it is.
 */
export type FormFieldDefinition = {
  name?: string | null
  type?: string | null
  required?: boolean | null
  maxLength?: number | null
  options?: ReadonlyArray<{ value?: string | null } | null> | null
}

export type FieldErrorCode = 'required' | 'email' | 'phone' | 'tooLong' | 'option' | 'type' | 'unknown'
export type FieldErrors = Record<string, FieldErrorCode>

/** Longest answer accepted for a field without its own limit. */
export const defaultMaxLength = 5000

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Digits with the usual separators and an optional leading +; 6 to 20 digits.
const phonePattern = /^\+?[0-9 ().-]+$/

export const fieldMaxLength = (field: FormFieldDefinition) =>
  Math.min(field.maxLength ?? defaultMaxLength, defaultMaxLength)

export function validateField(field: FormFieldDefinition, value: unknown): FieldErrorCode | null {
  if (field.type === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean') return 'type'
    if (field.required && value !== true) return 'required'
    return null
  }
  if (value !== undefined && value !== null && typeof value !== 'string') return 'type'
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return field.required ? 'required' : null
  if (text.length > fieldMaxLength(field)) return 'tooLong'
  if (field.type === 'email' && !emailPattern.test(text)) return 'email'
  if (field.type === 'phone') {
    const digits = text.replace(/\D/g, '').length
    if (!phonePattern.test(text) || digits < 6 || digits > 20) return 'phone'
  }
  if (field.type === 'select' && !(field.options ?? []).some((o) => o?.value === text)) return 'option'
  return null
}

/** Errors by field name; empty when the answers are valid. Names the form does not have are errors too. */
export function validateSubmission(fields: ReadonlyArray<FormFieldDefinition | null>, data: unknown): FieldErrors {
  const errors: FieldErrors = {}
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { _form: 'type' }
  const answers = data as Record<string, unknown>
  const known = new Set<string>()
  for (const field of fields) {
    if (!field?.name) continue
    known.add(field.name)
    const error = validateField(field, answers[field.name])
    if (error) errors[field.name] = error
  }
  for (const name of Object.keys(answers)) if (!known.has(name)) errors[name] = 'unknown'
  return errors
}
