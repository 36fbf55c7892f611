import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import {
  enquiryFields,
  enquiryLimits,
  replyChannels,
  validateEnquiry,
  type ReplyChannel,
} from '../../cms/src/collections/Enquiries/validate'
import type { FieldErrors } from '../../cms/src/collections/Forms/validate'
import { useMounted } from './useMounted'
import { useStatusFocus } from './useStatusFocus'
import { useAuth } from './AuthProvider'
import type { Account } from '../lib/account'
import { chosenUnit, enquiryUnitEvent } from '../lib/enquiry-choice'
import { formFieldMessage } from '../lib/form-messages'
import { outboxSentEvent, sendOrKeep, submissionKey, type EnquirySubmission } from '../lib/form-outbox'
import { localeOf, translator, type StringKey } from '../lib/i18n'
import { loadApollo } from '../lib/live'
import { rememberEnquiry } from '../lib/visit-booking'
import { useLanguage } from './LanguageProvider'
import { formStrings } from '../lib/form.strings'
import { enquiryFormStrings } from './EnquiryForm.strings'
import { SendStatusMessages, type SendStatus } from './SendStatusMessages'

const text = translator(enquiryFormStrings)
const formText = translator(formStrings)

type Answers = {
  unitType: string
  name: string
  replyBy: ReplyChannel | ''
  phone: string
  email: string
  message: string
  consent: boolean
}
type Status = SendStatus | { kind: 'sent'; name: string; channel: ReplyChannel }

export type EnquiryUnit = { id: number; name: string }

const empty = (unitType: number | null): Answers => ({
  unitType: unitType == null ? '' : String(unitType),
  name: '',
  replyBy: '',
  phone: '',
  email: '',
  message: '',
  consent: false,
})

/** The signed-in visitor's name, email and WhatsApp number (else phone), in the fields still empty. */
const prefilled = (answers: Answers, user: Account | null): Answers =>
  user
    ? {
        ...answers,
        name: answers.name || user.name,
        email: answers.email || user.email,
        phone: answers.phone || user.whatsapp || user.phone || '',
      }
    : answers

const channelKeys: Record<ReplyChannel, StringKey<typeof enquiryFormStrings>> = {
  phone: 'replyByPhone',
  whatsapp: 'replyByWhatsApp',
  email: 'replyByEmail',
}
const fieldOrder = ['unitType', 'name', 'replyBy', 'phone', 'email', 'message', 'consent'] as const

/**
 * A buyer's enquiry about one development (and optionally one of its unit types), stored in the
 * CMS's `enquiries` with the development and unit type, and sent on to its sales team. Checked in
 * the browser with the CMS's own rules (cms/src/collections/Enquiries/validate.ts); kept on the device and sent
 * later when there is no connection, as the form block's submissions (src/lib/form-outbox.ts).
 */
export default function EnquiryForm({
  project,
  units,
}: {
  project: { id: number; title: string }
  units: EnquiryUnit[]
}) {
  const { lang } = useLanguage()
  const { user } = useAuth()
  const ready = useMounted()
  const [answers, setAnswers] = useState<Answers>(() => prefilled(empty(chosenUnit()), user))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const pending = useRef<{ key: string; answers: Answers } | null>(null)
  useStatusFocus(statusRef, status.kind === 'idle' || status.kind === 'sending' ? null : status)
  const id = (name: string) => `enquiry-${name}`

  const focus = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(name === 'replyBy' ? `[name="replyBy"]` : `#${id(name)}`)?.focus()

  // A unit row's "Enquire" link picks its unit type here and leads on to the name.
  const chooseUnit = useEffectEvent((event: Event) => {
    setAnswers((a) => ({ ...a, unitType: String((event as CustomEvent<number>).detail) }))
    setStatus((s) => (s.kind === 'sent' ? { kind: 'idle' } : s))
    // After the link's own jump to #enquiry, which would take the focus back.
    window.setTimeout(() => focus('name'))
  })
  useEffect(() => {
    const onChoose = (event: Event) => chooseUnit(event)
    window.addEventListener(enquiryUnitEvent, onChoose)
    return () => window.removeEventListener(enquiryUnitEvent, onChoose)
  }, [])

  // Filled from the profile once the session is known (it may be after the form appeared).
  useEffect(() => setAnswers((a) => prefilled(a, user)), [user])

  const sent = (done: Answers) => {
    pending.current = null
    setAnswers(prefilled(empty(null), user))
    setStatus({ kind: 'sent', name: done.name.trim(), channel: done.replyBy as ReplyChannel })
  }

  // A kept enquiry went out when the connection came back.
  useEffect(() => {
    const onSent = (event: Event) => {
      if (pending.current && (event as CustomEvent<string>).detail === pending.current.key)
        sent(pending.current.answers)
    }
    window.addEventListener(outboxSentEvent, onSent)
    return () => window.removeEventListener(outboxSentEvent, onSent)
  })

  const set = <K extends keyof Answers>(name: K, value: Answers[K]) => {
    setAnswers((a) => ({ ...a, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validateEnquiry(answers)
    setErrors(found)
    const first = fieldOrder.find((f) => found[f])
    if (first) {
      setStatus({ kind: 'idle' })
      focus(first)
      return
    }
    const key = submissionKey(pending.current, answers)
    pending.current = { key, answers }
    const submission: EnquirySubmission = {
      kind: 'enquiry',
      idempotencyKey: key,
      project: project.id,
      unitType: answers.unitType ? Number(answers.unitType) : null,
      name: answers.name,
      replyBy: answers.replyBy,
      // Only the contact field of the chosen way to reply is sent.
      phone: answers.replyBy === 'email' ? '' : answers.phone,
      email: answers.replyBy === 'email' ? answers.email : '',
      message: answers.message,
      consent: answers.consent,
      locale: localeOf(lang),
      page: window.location.pathname,
    }
    const outcome = await sendOrKeep(submission, () => setStatus({ kind: 'sending' }))
    // The buyer may link a site visit they book next to this enquiry.
    if (outcome.kind === 'sent' || outcome.kind === 'kept') rememberEnquiry(project.id, key)
    if (outcome.kind === 'sent') return sent(answers)
    if (outcome.kind === 'error' && outcome.message === 'rejected')
      setErrors(Object.fromEntries(outcome.fields.map((name) => [name, 'type' as const])))
    setStatus(outcome)
  }

  const types = Object.fromEntries(enquiryFields(answers.replyBy).map((f) => [f.name, f]))
  const required = (name: keyof typeof types) => Boolean(types[name]?.required)
  const errorOf = (name: string) =>
    errors[name] ? (
      <span id={`${id(name)}-error`} className="form__field-error">
        {formFieldMessage(lang, types[name]?.type, errors[name])}
      </span>
    ) : null
  const common = (name: keyof Answers) => ({
    id: id(name),
    name,
    required: required(name as keyof typeof types),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  })
  const label = (name: keyof Answers, key: StringKey<typeof enquiryFormStrings>) => (
    <label htmlFor={id(name)}>
      {text(lang, key)}
      {required(name as keyof typeof types) ? (
        <span className="form__optional"> ({formText(lang, 'required')})</span>
      ) : null}
    </label>
  )
  const errorCount = Object.keys(errors).length
  const sending = status.kind === 'sending'
  const wantsPhone = answers.replyBy === 'phone' || answers.replyBy === 'whatsapp'

  return (
    <form
      ref={formRef}
      className="form enquiry-form"
      data-form="enquiry"
      data-ready={ready || undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadApollo().catch(() => {})}
      aria-describedby="enquiry-status"
    >
      {units.length ? (
        <p className="form__field">
          {label('unitType', 'unitType')}
          <select {...common('unitType')} value={answers.unitType} onChange={(e) => set('unitType', e.target.value)}>
            <option value="">{text(lang, 'anyUnitType')}</option>
            {units.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p className="form__field">
        {label('name', 'yourName')}
        <input
          {...common('name')}
          type="text"
          autoComplete="name"
          maxLength={enquiryLimits.name}
          value={answers.name}
          onChange={(e) => set('name', e.target.value)}
        />
        {errorOf('name')}
      </p>
      <fieldset
        className="form__field enquiry-form__channels"
        aria-describedby={errors.replyBy ? `${id('replyBy')}-error` : undefined}
      >
        <legend>
          {text(lang, 'replyBy')} <span className="form__optional">({formText(lang, 'required')})</span>
        </legend>
        {replyChannels.map((channel) => (
          <label key={channel} className="enquiry-form__choice">
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- live.css marks an invalid choice by it; the fieldset links the error message */}
            <input
              type="radio"
              name="replyBy"
              value={channel}
              checked={answers.replyBy === channel}
              required
              aria-invalid={errors.replyBy ? true : undefined}
              onChange={() => set('replyBy', channel)}
            />
            {text(lang, channelKeys[channel])}
          </label>
        ))}
        {errorOf('replyBy')}
      </fieldset>
      {answers.replyBy === 'email' ? (
        <p className="form__field">
          {label('email', 'email')}
          <input
            {...common('email')}
            type="email"
            autoComplete="email"
            maxLength={enquiryLimits.email}
            value={answers.email}
            onChange={(e) => set('email', e.target.value)}
          />
          {errorOf('email')}
        </p>
      ) : (
        <p className="form__field" hidden={!wantsPhone}>
          {label('phone', 'phone')}
          <input
            {...common('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={enquiryLimits.phone}
            value={answers.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
          {errorOf('phone')}
        </p>
      )}
      <p className="form__field">
        {label('message', 'question')}
        <textarea
          {...common('message')}
          rows={4}
          maxLength={enquiryLimits.message}
          value={answers.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {errorOf('message')}
      </p>
      <p className="form__field enquiry-form__consent">
        <input
          {...common('consent')}
          type="checkbox"
          checked={answers.consent}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor={id('consent')}>
          {text(lang, 'consent')} <span className="form__optional">({formText(lang, 'required')})</span>
        </label>
        {errorOf('consent')}
      </p>
      {/* Where the visitor is when sending: just above the button. */}
      <div id="enquiry-status" ref={statusRef} tabIndex={-1} className="form__status" aria-live="polite">
        {status.kind === 'sent' ? (
          <p className="form__ok" role="status">
            {text(lang, 'sent', {
              name: status.name,
              title: project.title,
              channel: text(lang, channelKeys[status.channel]),
            })}
          </p>
        ) : null}
        <SendStatusMessages lang={lang} status={status} errorCount={errorCount} />
      </div>
      <p>
        <button type="submit" className="button" disabled={sending || !ready}>
          {sending ? formText(lang, 'sending') : text(lang, 'sendEnquiry')}
        </button>
      </p>
    </form>
  )
}
