import type { FieldErrorCode } from '../../cms/src/collections/Forms/validate'
import { t, type Lang, type MessageKey } from './i18n'

const formErrorMessages: Record<FieldErrorCode, MessageKey> = {
  required: 'formRequired',
  email: 'formEmail',
  phone: 'formPhone',
  tooLong: 'formTooLong',
  option: 'formOption',
  type: 'formInvalid',
  unknown: 'formInvalid',
}

/** What a visitor reads under a field the form rules (cms/src/collections/Forms/validate.ts) refused. */
export function formFieldMessage(lang: Lang, type: string | null | undefined, code: FieldErrorCode): string {
  if (code === 'required' && type === 'checkbox') return t(lang, 'formRequiredCheckbox')
  if (code === 'required' && type === 'select') return t(lang, 'formOption')
  return t(lang, formErrorMessages[code])
}
