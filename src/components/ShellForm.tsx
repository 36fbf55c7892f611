import { useState, type FormEvent, type ReactNode } from 'react'
import { t, type MessageKey } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'

export type ShellField = {
  name: string
  label: MessageKey
  type?: 'text' | 'email' | 'password' | 'search'
  autoComplete?: string
  minLength?: number
  defaultValue?: string
}

/**
 * A labelled form of the account, subscription and search screens. The browser checks the
 * fields; until the live features are connected, sending says so and keeps what was typed.
 */
export function ShellForm({ fields, submit, children }: { fields: ShellField[]; submit: MessageKey; children?: ReactNode }) {
  const { lang } = useLanguage()
  const [status, setStatus] = useState<string | null>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setStatus(t(lang, 'notAvailableYet'))
  }
  return (
    <form className="form" onSubmit={onSubmit}>
      {fields.map((f) => (
        <p key={f.name} className="form__field">
          <label htmlFor={`field-${f.name}`}>{t(lang, f.label)}</label>
          <input
            id={`field-${f.name}`}
            name={f.name}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            minLength={f.minLength}
            defaultValue={f.defaultValue}
            required
          />
        </p>
      ))}
      <p><button type="submit" className="button">{t(lang, submit)}</button></p>
      <p role="status" className="form__status">{status}</p>
      {children}
    </form>
  )
}
