import { formStrings } from '../lib/form.strings'
import { translator, type Lang, type StringKey } from '../lib/i18n'
import { liveErrorText } from '../lib/live-errors'

const formText = translator(formStrings)

/** Where sending a form to the CMS stands (src/lib/form-outbox.ts), beside the form's own outcomes. */
export type SendStatus =
  | { kind: 'idle' | 'sending' }
  | { kind: 'error' | 'kept'; message: StringKey<typeof formStrings> }
  | { kind: 'limited'; error: unknown }

/**
 * The messages every such form shows above its button: a refusal or a submission kept on the device,
 * a limit reached, and the summary of the fields marked below.
 */
export function SendStatusMessages({
  lang,
  status,
  errorCount,
}: {
  lang: Lang
  status: { kind: string; message?: StringKey<typeof formStrings>; error?: unknown }
  errorCount: number
}) {
  return (
    <>
      {(status.kind === 'error' || status.kind === 'kept') && status.message ? (
        <p className="form__error" role="alert">
          {formText(lang, status.message)}
        </p>
      ) : null}
      {status.kind === 'limited' ? (
        <p className="form__error" role="alert">
          {liveErrorText(lang, status.error)}
        </p>
      ) : null}
      {(status.kind === 'idle' || status.kind === 'sending') && errorCount ? (
        <p className="form__error" role="alert">
          {formText(lang, 'errorSummary')}
        </p>
      ) : null}
    </>
  )
}
