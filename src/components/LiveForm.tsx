import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { passwordMaxLength, passwordMinLength, passwordProblem, type PasswordProblem } from '@lestari/model/password'
import { useMounted } from './useMounted'
import { useStatusFocus } from './useStatusFocus'
import { translator, type Lang, type StringKey } from '../lib/i18n'
import { liveErrorText, rejectedFields } from '../lib/live-errors'
import { useLanguage } from './LanguageProvider'
import { liveFormStrings } from './LiveForm.strings'

const text = translator(liveFormStrings)

export type Values = Record<string, string>

export type LiveField = {
  name: string
  /** The field's label, in the page's language. */
  label: string
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'select'
  autoComplete?: string
  optional?: boolean
  hint?: string
  options?: { value: string; label: string }[]
  /** A new password: checked against the policy of packages/model/password.ts as the CMS does. */
  newPassword?: boolean
  /** Must equal another field (a repeated password). */
  sameAs?: string
}

/**
 * A new password and its repetition, as registration, the password reset and the profile ask for
 * them (labels in the page's language; the hint names the policy's shortest length).
 */
export const newPasswordFields = (labels: { password: string; repeat: string; hint: string }): LiveField[] => [
  {
    name: 'password',
    label: labels.password,
    type: 'password',
    autoComplete: 'new-password',
    newPassword: true,
    hint: labels.hint,
  },
  { name: 'passwordRepeat', label: labels.repeat, type: 'password', autoComplete: 'new-password', sameAs: 'password' },
]

/** What a submission led to: a message, and optionally fields to empty (passwords). */
export type Outcome =
  { ok: true; message: string; clear?: string[] } | { ok: false; message: string; fields?: Record<string, string> }

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const passwordMessages: Record<PasswordProblem, StringKey<typeof liveFormStrings>> = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  needsLetterAndDigit: 'passwordNeedsLetterAndDigit',
  containsEmail: 'passwordContainsEmail',
}

/** The browser's check of one field; the CMS checks the same again. */
export function fieldProblem(lang: Lang, field: LiveField, values: Values): string | null {
  const value = values[field.name] ?? ''
  if (!value.trim()) return field.optional ? null : text(lang, 'required')
  if (field.type === 'email' && !emailPattern.test(value.trim())) return text(lang, 'emailInvalid')
  if (field.newPassword) {
    const problem = passwordProblem(value, values.email)
    if (problem) return text(lang, passwordMessages[problem], { min: passwordMinLength, max: passwordMaxLength })
  }
  if (field.sameAs && value !== values[field.sameAs]) return text(lang, 'passwordMismatch')
  return null
}

/**
 * A form of the account, subscription and profile screens. Values are controlled and kept when
 * sending fails: the visitor reads a translated message (the connection, the CMS, or the fields
 * marked) and sends again without typing anything twice. Disabled until the page is hydrated.
 */
export function LiveForm({
  name,
  fields,
  submit,
  initial,
  onSubmit,
  children,
}: {
  name: string
  fields: LiveField[]
  /** The submit button's text, in the page's language. */
  submit: string
  initial?: Values
  onSubmit: (values: Values) => Promise<Outcome>
  children?: ReactNode
}) {
  const { lang } = useLanguage()
  const ready = useMounted()
  const id = useId()
  const [values, setValues] = useState<Values>(() => ({
    ...Object.fromEntries(fields.map((f) => [f.name, ''])),
    ...initial,
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' } | { kind: 'ok' | 'error'; message: string }>({
    kind: 'idle',
  })
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  useStatusFocus(statusRef, status.kind === 'ok' || status.kind === 'error' ? status : null)
  const fieldId = (field: string) => `${name}-${field}`

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found: Record<string, string> = {}
    for (const field of fields) {
      const problem = fieldProblem(lang, field, values)
      if (problem) found[field.name] = problem
    }
    setErrors(found)
    const first = fields.find((f) => found[f.name])
    if (first) {
      setStatus({ kind: 'idle' })
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus()
      return
    }
    setStatus({ kind: 'sending' })
    let outcome: Outcome
    try {
      outcome = await onSubmit(values)
    } catch (error) {
      const rejected = rejectedFields(error)
      const known = Object.fromEntries(Object.entries(rejected).filter(([k]) => fields.some((f) => f.name === k)))
      outcome = { ok: false, message: liveErrorText(lang, error), fields: known }
    }
    if (outcome.ok) {
      if (outcome.clear?.length) setValues((v) => ({ ...v, ...Object.fromEntries(outcome.clear!.map((k) => [k, ''])) }))
      setStatus({ kind: 'ok', message: outcome.message })
    } else {
      setErrors(outcome.fields ?? {})
      setStatus({ kind: 'error', message: outcome.message })
    }
  }

  const set = (field: string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest)
  }

  const sending = status.kind === 'sending'
  return (
    <form
      ref={formRef}
      className="form live-form"
      data-form={name}
      data-ready={ready || undefined}
      noValidate
      onSubmit={send}
      aria-describedby={`${id}-status`}
    >
      {fields.map((field) => {
        const fid = fieldId(field.name)
        const error = errors[field.name]
        const described =
          [field.hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined
        const common = {
          id: fid,
          name: field.name,
          required: !field.optional,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described,
          value: values[field.name] ?? '',
        }
        return (
          <p key={field.name} className="form__field">
            <label htmlFor={fid}>
              {field.label}
              {field.optional ? <span className="form__optional"> ({text(lang, 'optional')})</span> : null}
            </label>
            {field.type === 'select' ? (
              <select {...common} onChange={(e) => set(field.name, e.target.value)}>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.newPassword || field.type === 'password' ? passwordMaxLength : 254}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
            {field.hint ? (
              <span id={`${fid}-hint`} className="form__hint">
                {field.hint}
              </span>
            ) : null}
            {error ? (
              <span id={`${fid}-error`} className="form__field-error">
                {error}
              </span>
            ) : null}
          </p>
        )
      })}
      {/* Where the visitor is when sending: just above the button. */}
      <div id={`${id}-status`} ref={statusRef} tabIndex={-1} className="form__status" aria-live="polite">
        {status.kind === 'ok' ? (
          <p className="form__ok" role="status">
            {status.message}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="form__error" role="alert">
            {status.message}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={sending || !ready}>
          {sending ? text(lang, 'sending') : submit}
        </button>
      </p>
      {children}
    </form>
  )
}
