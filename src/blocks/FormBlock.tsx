import { useEffect, useRef, useState, type FormEvent } from 'react'
import { graphql, navigate } from 'gatsby'
import { validateField, fieldMaxLength, type FieldErrorCode, type FieldErrors } from '@lestari/model/forms'
import { useLanguage } from '../components/LanguageProvider'
import { outboxSentEvent, sendOrKeep, submissionKey, type FormSubmission } from '../lib/form-outbox'
import { formFieldMessage } from '../lib/form-messages'
import { prefilledAnswers } from '../lib/form-prefill'
import { localeOf, translator, type Lang, type StringKey } from '../lib/i18n'
import { loadApollo } from '../lib/live'
import { liveErrorText } from '../lib/live-errors'
import { localizePath, pagePath } from '../lib/routes'
import type { BlockProps } from './types'
import { useMounted } from '../components/useMounted'
import { formStrings } from '../lib/form.strings'

const text = translator(formStrings)

export const query = graphql`
  fragment CmsForm on CMS_Form {
    id
    slug
    title
    submitLabel
    confirmation
    confirmationMessage
    fields {
      id
      name
      type
      required
      label
      placeholder
      maxLength
      options {
        label
        value
      }
    }
  }
  fragment FormBlock on CMS_FormBlock {
    heading
    intro
    form {
      ...CmsForm
    }
  }
`

type Field = NonNullable<Queries.CmsFormFragment['fields'][number]>
type Answers = Record<string, string | boolean>
type Status =
  | { kind: 'idle' | 'sending' | 'sent' }
  | { kind: 'error' | 'kept'; message: StringKey<typeof formStrings> }
  | { kind: 'limited'; error: unknown }

const fieldMessage = (lang: Lang, field: Field, code: FieldErrorCode) => formFieldMessage(lang, field.type, code)

const emptyAnswers = (fields: Field[]): Answers =>
  Object.fromEntries(fields.map((f) => [f.name!, f.type === 'checkbox' ? false : '']))

/**
 * A form defined by editors in the CMS. Answers are checked in the browser with the CMS's own
 * rules (packages/model/forms.ts) and again by the CMS; they are sent through Apollo Client,
 * whose code is fetched only when the visitor starts filling in a form. A failed submission keeps
 * every answer and says what went wrong; one that finds no connection is also kept in the browser
 * and sent when the connection returns (src/lib/form-outbox.ts).
 */
export function CmsForm({ form, idPrefix }: { form: Queries.CmsFormFragment; idPrefix: string }) {
  const { lang } = useLanguage()
  // The form needs JavaScript to send: until the page is interactive its button stays disabled
  // (a plain submit would put the answers in the address).
  const ready = useMounted()
  const fields = (form.fields ?? []).filter((f): f is Field => Boolean(f?.name))
  const [answers, setAnswers] = useState<Answers>(() => emptyAnswers(fields))
  // After hydration (the static HTML has the empty form): what a link wrote in the address.
  useEffect(() => {
    const given = prefilledAnswers(fields, window.location.search)
    if (Object.keys(given).length) setAnswers((now) => ({ ...now, ...given }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  /** The submission being sent or kept for later, with the answers it holds. */
  const pending = useRef<{ key: string; answers: Answers } | null>(null)

  const fieldId = (name: string) => `${idPrefix}-${name}`
  const validateAll = () => {
    const found: FieldErrors = {}
    for (const field of fields) {
      const code = validateField(field, answers[field.name!])
      if (code) found[field.name!] = code
    }
    return found
  }

  const focusFirstError = (found: FieldErrors) => {
    const first = fields.find((f) => found[f.name!])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.name!))}`)?.focus()
  }

  // Fetch Apollo's chunk as soon as the visitor starts on the form, so sending does not wait for it
  // (offline it may not come: sending says so).
  const preloadApollo = () => void loadApollo().catch(() => {})

  const sent = () => {
    pending.current = null
    setAnswers(emptyAnswers(fields))
    setStatus({ kind: 'sent' })
    summaryRef.current?.focus()
  }

  // A kept submission of this form went out when the connection came back.
  useEffect(() => {
    const onSent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === pending.current?.key) sent()
    }
    window.addEventListener(outboxSentEvent, onSent)
    return () => window.removeEventListener(outboxSentEvent, onSent)
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validateAll()
    setErrors(found)
    if (Object.keys(found).length) {
      setStatus({ kind: 'idle' })
      focusFirstError(found)
      return
    }
    const key = submissionKey(pending.current, answers)
    pending.current = { key, answers }
    const submission: FormSubmission = {
      idempotencyKey: key,
      form: Number(form.id),
      data: answers,
      locale: localeOf(lang),
      page: window.location.pathname,
    }
    const outcome = await sendOrKeep(submission, () => setStatus({ kind: 'sending' }))
    if (outcome.kind !== 'sent') {
      if (outcome.kind === 'error' && outcome.message === 'rejected') {
        setErrors(Object.fromEntries(outcome.fields.map((name) => [name, 'type' as const])))
      }
      setStatus(outcome)
      summaryRef.current?.focus()
      return
    }
    if (form.confirmation === 'thank_you') {
      pending.current = null
      navigate(localizePath(pagePath('thank-you'), lang))
      return
    }
    sent()
  }

  const set = (name: string, value: string | boolean) => {
    setAnswers((a) => ({ ...a, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  const errorCount = Object.keys(errors).length
  const sending = status.kind === 'sending'

  return (
    <form
      ref={formRef}
      className="cms-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadApollo}
      data-form={form.slug}
      data-ready={ready || undefined}
      aria-describedby={`${idPrefix}-status`}
    >
      <div id={`${idPrefix}-status`} ref={summaryRef} tabIndex={-1} className="cms-form__status" aria-live="polite">
        {status.kind === 'sent' ? (
          <p className="cms-form__sent">{form.confirmationMessage || text(lang, 'sent')}</p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="cms-form__error" role="alert">
            {text(lang, status.message)}
          </p>
        ) : null}
        {status.kind === 'limited' ? (
          <p className="cms-form__error" role="alert">
            {liveErrorText(lang, status.error)}
          </p>
        ) : null}
        {status.kind === 'kept' ? (
          <p className="cms-form__kept" role="alert">
            {text(lang, status.message)}
          </p>
        ) : null}
        {(status.kind === 'idle' || status.kind === 'sending') && errorCount ? (
          <p className="cms-form__error" role="alert">
            {text(lang, 'errorSummary')}
          </p>
        ) : null}
      </div>
      {fields.map((field) => {
        const name = field.name!
        const id = fieldId(name)
        const code = errors[name]
        const errorId = `${id}-error`
        const common = {
          id,
          name,
          required: Boolean(field.required),
          'aria-invalid': code ? true : undefined,
          'aria-describedby': code ? errorId : undefined,
        }
        const label = (
          <>
            {field.label}
            {field.required ? <span className="cms-form__required"> ({text(lang, 'required')})</span> : null}
          </>
        )
        const error = code ? (
          <p id={errorId} className="cms-form__field-error">
            {fieldMessage(lang, field, code)}
          </p>
        ) : null
        if (field.type === 'checkbox') {
          return (
            <div key={name} className="cms-form__field cms-form__field--checkbox">
              <input
                type="checkbox"
                {...common}
                checked={answers[name] === true}
                onChange={(e) => set(name, e.target.checked)}
              />
              <label htmlFor={id}>{label}</label>
              {error}
            </div>
          )
        }
        const value = String(answers[name] ?? '')
        const placeholder = field.placeholder ?? undefined
        return (
          <div key={name} className="cms-form__field">
            <label htmlFor={id}>{label}</label>
            {field.type === 'textarea' ? (
              <textarea
                {...common}
                rows={5}
                value={value}
                placeholder={placeholder}
                maxLength={fieldMaxLength(field)}
                onChange={(e) => set(name, e.target.value)}
              />
            ) : field.type === 'select' ? (
              <select {...common} value={value} onChange={(e) => set(name, e.target.value)}>
                <option value="">{text(lang, 'choose')}</option>
                {field.options?.map((o) => (
                  <option key={o!.value} value={o!.value!}>
                    {o!.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
                autoComplete={
                  field.type === 'email'
                    ? 'email'
                    : field.type === 'phone'
                      ? 'tel'
                      : name === 'name'
                        ? 'name'
                        : undefined
                }
                value={value}
                placeholder={placeholder}
                maxLength={fieldMaxLength(field)}
                onChange={(e) => set(name, e.target.value)}
              />
            )}
            {error}
          </div>
        )
      })}
      <p>
        <button type="submit" className="button" disabled={sending || !ready}>
          {sending ? text(lang, 'sending') : form.submitLabel}
        </button>
      </p>
    </form>
  )
}

/** The form block: a heading, an introduction and one of the CMS's forms. */
export function FormBlock({ block, index }: BlockProps<Queries.FormBlockFragment>) {
  const headingId = `block-${index}-form`
  if (!block.form) return null
  return (
    <section
      className="section container block-form"
      data-block="formBlock"
      aria-labelledby={headingId}
      data-pagefind-ignore
    >
      <h2 id={headingId}>{block.heading || block.form.title}</h2>
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <CmsForm form={block.form} idPrefix={`block-${index}-form`} />
    </section>
  )
}
