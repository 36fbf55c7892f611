import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { validateVisit, visitLimits } from '../../cms/src/collections/SiteVisits/validate'
import type { FieldErrors } from '../../cms/src/collections/Forms/validate'
import { formFieldMessage } from '../lib/form-messages'
import { outboxSentEvent, sendOrKeep, submissionKey, type VisitSubmission } from '../lib/form-outbox'
import { formStrings } from '../lib/form.strings'
import { localeOf, translator, type Lang, type StringKey } from '../lib/i18n'
import { liveQuery, loadApollo } from '../lib/live'
import { enquiryKeyOf, slotsByDate, VISIT_SLOTS, type VisitSlots } from '../lib/visit-booking'
import { useLanguage } from './LanguageProvider'
import { useMounted } from './useMounted'
import { useStatusFocus } from './useStatusFocus'
import { useAuth } from './AuthProvider'
import { visitBookingStrings } from './VisitBooking.strings'
import { SendStatusMessages, type SendStatus } from './SendStatusMessages'

const text = translator(visitBookingStrings)
const formText = translator(formStrings)

type Answers = {
  day: string
  slotStart: string
  name: string
  phone: string
  email: string
  linkEnquiry: boolean
  consent: boolean
}
type Status = SendStatus | { kind: 'sent'; name: string; when: string; email: string } | { kind: 'taken' }
type Loaded = { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'ready' } & VisitSlots)

const empty: Answers = {
  day: '',
  slotStart: '',
  name: '',
  phone: '',
  email: '',
  linkEnquiry: true,
  consent: false,
}
const fieldOrder = ['slotStart', 'name', 'phone', 'email', 'consent'] as const
const contactFields = [
  { name: 'name', key: 'yourName', type: 'text', autoComplete: 'name' },
  { name: 'phone', key: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', key: 'email', type: 'email', autoComplete: 'email' },
] as const
const fieldTypes: Record<string, string> = { slotStart: 'select', phone: 'phone', email: 'email', consent: 'checkbox' }

const formatter = (lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang === 'ID' ? 'id-ID' : 'en-GB', { timeZone, ...options })

/**
 * A buyer's booking of a site visit to a development's marketing gallery: a day and a time from
 * the slots the CMS offers live (open ones with free places only), name, WhatsApp or phone and
 * email. Checked with the CMS's own rules (cms/src/collections/SiteVisits/validate.ts); kept on
 * the device and sent later when there is no connection, as the enquiries (src/lib/form-outbox.ts).
 */
export default function VisitBookingForm({ project }: { project: { id: number; title: string } }) {
  const { lang } = useLanguage()
  const { user } = useAuth()
  const ready = useMounted()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [answers, setAnswers] = useState<Answers>(empty)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [enquiryKey, setEnquiryKey] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const pending = useRef<{ key: string; answers: Answers; when: string } | null>(null)
  useStatusFocus(statusRef, status.kind === 'idle' || status.kind === 'sending' ? null : status)
  const id = (name: string) => `visit-${name}`

  const loadSlots = useCallback(() => {
    setLoaded((l) => (l.kind === 'ready' ? l : { kind: 'loading' }))
    liveQuery<{ siteVisitSlots: VisitSlots }>(
      VISIT_SLOTS,
      { project: project.id, locale: localeOf(lang) },
      'network-only',
    )
      .then((r) => setLoaded({ kind: 'ready', ...r.siteVisitSlots }))
      .catch(() => setLoaded((l) => (l.kind === 'ready' ? l : { kind: 'failed' })))
  }, [project.id, lang])
  useEffect(loadSlots, [loadSlots])
  useEffect(() => setEnquiryKey(enquiryKeyOf(project.id)), [project.id, status])
  useEffect(
    () =>
      setAnswers((a) => ({
        ...a,
        name: a.name || user?.name || '',
        email: a.email || user?.email || '',
        phone: a.phone || user?.whatsapp || user?.phone || '',
      })),
    [user],
  )

  const timeZone = loaded.kind === 'ready' ? loaded.timeZone : 'Asia/Jakarta'
  const days = loaded.kind === 'ready' ? slotsByDate(loaded.slots, timeZone) : []
  const day = days.find(([date]) => date === answers.day) ?? days[0]
  const dayLabel = formatter(lang, timeZone, { weekday: 'long', day: 'numeric', month: 'long' })
  const timeLabel = formatter(lang, timeZone, { hour: '2-digit', minute: '2-digit' })
  const whenLabel = (start: string) => `${dayLabel.format(new Date(start))}, ${timeLabel.format(new Date(start))}`

  const sent = (done: { answers: Answers; when: string }) => {
    pending.current = null
    setAnswers({ ...empty, name: done.answers.name, phone: done.answers.phone, email: done.answers.email })
    setStatus({ kind: 'sent', name: done.answers.name.trim(), when: done.when, email: done.answers.email.trim() })
    loadSlots()
  }

  // A kept booking went out when the connection came back.
  useEffect(() => {
    const onSent = (event: Event) => {
      if (pending.current && (event as CustomEvent<string>).detail === pending.current.key) sent(pending.current)
    }
    window.addEventListener(outboxSentEvent, onSent)
    return () => window.removeEventListener(outboxSentEvent, onSent)
  })

  const set = <K extends keyof Answers>(name: K, value: Answers[K]) => {
    setAnswers((a) => ({ ...a, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  const focus = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(name === 'slotStart' ? '[name="slotStart"]' : `#${id(name)}`)?.focus()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validateVisit(answers)
    setErrors(found)
    const first = fieldOrder.find((f) => found[f])
    if (first) {
      setStatus({ kind: 'idle' })
      focus(first)
      return
    }
    const key = submissionKey(pending.current, answers)
    const when = whenLabel(answers.slotStart)
    pending.current = { key, answers, when }
    const submission: VisitSubmission = {
      kind: 'siteVisit',
      idempotencyKey: key,
      project: project.id,
      slotStart: answers.slotStart,
      name: answers.name,
      phone: answers.phone,
      email: answers.email,
      consent: answers.consent,
      locale: localeOf(lang),
      enquiryKey: answers.linkEnquiry ? enquiryKey : null,
    }
    const outcome = await sendOrKeep(submission, () => setStatus({ kind: 'sending' }))
    if (outcome.kind === 'sent') return sent(pending.current)
    if (outcome.kind === 'error' && outcome.message === 'rejected') {
      if (outcome.fields.includes('slotStart')) {
        pending.current = null
        setAnswers((a) => ({ ...a, slotStart: '' }))
        setStatus({ kind: 'taken' })
        return loadSlots()
      }
      setErrors(Object.fromEntries(outcome.fields.map((name) => [name, 'type' as const])))
    }
    setStatus(outcome)
  }

  if (loaded.kind === 'loading') return <p role="status">{text(lang, 'loading')}</p>
  if (loaded.kind === 'failed')
    return (
      <p className="form__error" role="alert">
        {text(lang, 'slotsFailed')}{' '}
        <button type="button" className="button button--ghost" onClick={loadSlots}>
          {text(lang, 'tryAgain')}
        </button>
      </p>
    )
  if (!days.length && status.kind !== 'sent') return <p>{text(lang, 'noSlots')}</p>

  const errorOf = (name: string) =>
    errors[name] ? (
      <span id={`${id(name)}-error`} className="form__field-error">
        {formFieldMessage(lang, fieldTypes[name] ?? 'text', errors[name])}
      </span>
    ) : null
  const common = (name: keyof Answers) => ({
    id: id(name),
    name,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  })
  const label = (name: keyof Answers, key: StringKey<typeof visitBookingStrings>) => (
    <label htmlFor={id(name)}>
      {text(lang, key)} <span className="form__optional">({formText(lang, 'required')})</span>
    </label>
  )
  const sending = status.kind === 'sending'

  return (
    <form
      ref={formRef}
      className="form enquiry-form visit-form"
      data-form="site-visit"
      data-ready={ready || undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadApollo().catch(() => {})}
      aria-describedby="visit-status"
    >
      {loaded.galleryAddress ? <p>{text(lang, 'address', { address: loaded.galleryAddress })}</p> : null}
      {day ? (
        <>
          <p className="form__field">
            {label('day', 'day')}
            <select
              id={id('day')}
              name="day"
              value={day[0]}
              onChange={(e) => {
                set('day', e.target.value)
                set('slotStart', '')
              }}
            >
              {days.map(([date, slots]) => (
                <option key={date} value={date}>
                  {dayLabel.format(new Date(slots[0].start))}
                </option>
              ))}
            </select>
          </p>
          <fieldset
            className="form__field enquiry-form__channels"
            aria-describedby={errors.slotStart ? `${id('slotStart')}-error` : undefined}
          >
            <legend>
              {text(lang, 'time')} <span className="form__optional">({formText(lang, 'required')})</span>
            </legend>
            {day[1].map((slot) => (
              <label key={slot.start} className="enquiry-form__choice">
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- live.css marks an invalid choice by it; the fieldset links the error message */}
                <input
                  type="radio"
                  name="slotStart"
                  value={slot.start}
                  checked={answers.slotStart === slot.start}
                  required
                  aria-invalid={errors.slotStart ? true : undefined}
                  onChange={() => set('slotStart', slot.start)}
                />
                {timeLabel.format(new Date(slot.start))}–{timeLabel.format(new Date(slot.end))} (
                {slot.free === 1 ? text(lang, 'onePlaceLeft') : text(lang, 'placesLeft', { count: slot.free })})
              </label>
            ))}
            {errorOf('slotStart')}
          </fieldset>
        </>
      ) : null}
      {contactFields.map(({ name, key, type, autoComplete }) => (
        <p key={name} className="form__field">
          {label(name, key)}
          <input
            {...common(name)}
            type={type}
            autoComplete={autoComplete}
            maxLength={visitLimits[name]}
            value={answers[name]}
            onChange={(e) => set(name, e.target.value)}
          />
          {errorOf(name)}
        </p>
      ))}
      {enquiryKey ? (
        <p className="form__field enquiry-form__consent">
          <input
            id={id('linkEnquiry')}
            type="checkbox"
            checked={answers.linkEnquiry}
            onChange={(e) => set('linkEnquiry', e.target.checked)}
          />
          <label htmlFor={id('linkEnquiry')}>{text(lang, 'linkEnquiry')}</label>
        </p>
      ) : null}
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
      <div id="visit-status" ref={statusRef} tabIndex={-1} className="form__status" aria-live="polite">
        {status.kind === 'sent' ? (
          <p className="form__ok" role="status">
            {text(lang, 'booked', { name: status.name, when: status.when, email: status.email })}
          </p>
        ) : null}
        {status.kind === 'taken' ? (
          <p className="form__error" role="alert">
            {text(lang, 'slotTaken')}
          </p>
        ) : null}
        <SendStatusMessages lang={lang} status={status} errorCount={Object.keys(errors).length} />
      </div>
      <p>
        <button type="submit" className="button" disabled={sending || !ready}>
          {sending ? formText(lang, 'sending') : text(lang, 'book')}
        </button>
      </p>
    </form>
  )
}
