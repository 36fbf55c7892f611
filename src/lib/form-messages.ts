import type { FieldErrorCode } from '@lestari/model/forms'
import { translator, type Lang, type StringKey } from './i18n'
import { formStrings } from './form.strings'

const text = translator(formStrings)

const formErrorMessages: Record<FieldErrorCode, StringKey<typeof formStrings>> = {
  required: 'fillInField',
  email: 'validEmail',
  phone: 'validPhone',
  tooLong: 'tooLong',
  option: 'chooseOption',
  type: 'checkAnswer',
  unknown: 'checkAnswer',
}

/** What a visitor reads under a field the form rules (packages/model/forms.ts) refused. */
export function formFieldMessage(lang: Lang, type: string | null | undefined, code: FieldErrorCode): string {
  if (code === 'required' && type === 'checkbox') return text(lang, 'tickToContinue')
  if (code === 'required' && type === 'select') return text(lang, 'chooseOption')
  return text(lang, formErrorMessages[code])
}
