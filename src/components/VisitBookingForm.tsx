import { useCallback, useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { validateVisit, visitLimits } from '@lestari/model/site-visits'
import { formStrings } from '../lib/form.strings'
import { localeOf, translator, type StringKey } from '../lib/i18n'
import { localizePath, visitCancelPath } from '../lib/routes'
import { liveQuery, loadApollo } from '../lib/live'
import {
  enquiryKeyOf,
  personLimitOf,
  slotsByDate,
  VISIT_SLOTS,
  visitCalendarHref,
  visitDay,
  visitTime,
  visitWhen,
  type PersonLimit,
  type VisitSlots,
} from '../lib/visit-booking'
import { useLanguage } from './LanguageProvider'
import { visitBookingStrings } from './VisitBooking.strings'
import { SendStatusMessages } from './SendStatusMessages'
import { useKeptForm, type KeptFormField } from './useKeptForm'
import { ChosenLot, useEnquiryChoice } from './ChosenLot'
import { chosenLot } from '../lib/enquiry-choice'

const text = translator(visitBookingStrings)
/** The message of each limit per person the CMS names (@lestari/model/site-visits). */
const personLimitMessages = {
  sameSlot: 'sameSlot',
  openBookings: 'openBookings',
  dailyConfirmations: 'dailyConfirmations',
} as const satisfies Record<PersonLimit['limit'], StringKey<typeof visitBookingStrings>>
const formText = translator(formStrings)

type Answers = {
  /** The site plan's lot to see ("Book a visit" on a lot's card), or empty. */
  lot: string
  day: string
  slotStart: string
  name: string
  phone: string
  email: string
  linkEnquiry: boolean
  consent: boolean
}
/** A booking made: what it says, with its calendar file's link and, when the CMS answered at once, its cancel link's token. */
type Booked = {
  kind: 'sent'
  name: string
  when: string
  email: string
  calendar: string
  cancelToken: string | null
}
type OwnStatus = Booked | { kind: 'taken' } | ({ kind: 'personLimit' } & PersonLimit)
type Loaded = { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'ready' } & VisitSlots)

const empty: Answers = {
  lot: '',
  day: '',
  slotStart: '',
  name: '',
  phone: '',
  email: '',
  linkEnquiry: true,
  consent: false,
}
/** Every field is required; a missing time asks to choose one. */
const fields: KeptFormField[] = [
  { name: 'day', required: true },
  { name: 'slotStart', type: 'select', required: true },
  { name: 'name', type: 'text', required: true },
  { name: 'phone', type: 'phone', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'consent', type: 'checkbox', required: true },
]
const contactFields = [
  { name: 'name', key: 'yourName', type: 'text', autoComplete: 'name' },
  { name: 'phone', key: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', key: 'email', type: 'email', autoComplete: 'email' },
] as const

/**
 * A buyer's booking of a site visit to a development's marketing gallery: a day and a time from
 * the slots the CMS offers live (open ones with free places only), name, WhatsApp or phone and
 * email. Checked with the CMS's own rules (packages/model/site-visits.ts); kept on
 * the device and sent later when there is no connection, as the enquiries (src/lib/form-outbox.ts).
 */
export default function VisitBookingForm({ project }: { project: { id: number; title: string } }) {
  const { lang } = useLanguage()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [enquiryKey, setEnquiryKey] = useState<string | null>(null)
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
  const timeZone = loaded.kind === 'ready' ? loaded.timeZone : 'Asia/Jakarta'

  const form = useKeptForm<Answers, OwnStatus>({
    idPrefix: 'visit',
    initial: () => ({ ...empty, lot: chosenLot() ?? '' }),
    fields: () => fields,
    validate: validateVisit,
    submission: (a, key) => ({
      kind: 'siteVisit',
      idempotencyKey: key,
      project: project.id,
      slotStart: a.slotStart,
      name: a.name,
      phone: a.phone,
      email: a.email,
      consent: a.consent,
      locale: localeOf(lang),
      enquiryKey: a.linkEnquiry ? enquiryKey : null,
      lot: a.lot || null,
    }),
    onOutcome: (outcome) => {
      if (outcome.kind !== 'error' || outcome.message !== 'rejected') return false
      // This person already holds that slot, or as many visits (or confirmations today) as one may.
      const personLimit = personLimitOf(outcome.error)
      if (personLimit) {
        form.setStatus({ kind: 'personLimit', ...personLimit })
        return true
      }
      if (!outcome.fields.includes('slotStart')) return false
      // That time can no longer be booked: the buyer picks another from the slots as they are now.
      form.setAnswers((a) => ({ ...a, slotStart: '' }))
      form.setStatus({ kind: 'taken' })
      loadSlots()
      return true
    },
    onSent: (done, result) => {
      loadSlots()
      const booking = (result as { bookSiteVisit?: { id: number; cancelToken: string } } | undefined)?.bookSiteVisit
      const start = new Date(done.slotStart)
      const slot = loaded.kind === 'ready' ? loaded.slots.find((s) => s.start === done.slotStart) : undefined
      const calendar = visitCalendarHref({
        id: booking?.id ?? null,
        start,
        end: slot ? new Date(slot.end) : new Date(start.getTime() + 3_600_000),
        summary: text(lang, 'calendarSummary', { title: project.title }),
        location: loaded.kind === 'ready' ? (loaded.galleryAddress ?? '') : '',
      })
      return {
        next: { ...empty, name: done.name, phone: done.phone, email: done.email },
        status: {
          kind: 'sent',
          name: done.name.trim(),
          when: visitWhen(lang, timeZone, done.slotStart),
          email: done.email.trim(),
          calendar,
          cancelToken: booking?.cancelToken ?? null,
        },
      }
    },
  })
  const { answers, set, errors, status, ready, sending, formRef, statusRef, onSubmit, id, errorOf, common, label } =
    form
  useEffect(() => setEnquiryKey(enquiryKeyOf(project.id)), [project.id, status])
  useEnquiryChoice(({ lot }) => form.setAnswers((a) => ({ ...a, lot: lot ?? '' })))
  const days = loaded.kind === 'ready' ? slotsByDate(loaded.slots, timeZone) : []
  const day = days.find(([date]) => date === answers.day) ?? days[0]

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
  if (status.kind === 'sent')
    return (
      <div id="visit-status" ref={statusRef} tabIndex={-1} className="form__status visit-booked" aria-live="polite">
        <p className="form__ok" role="status">
          {text(lang, 'booked', { name: status.name, when: status.when, email: status.email })}
        </p>
        <p className="visit-booked__actions">
          <a className="button" download="site-visit.ics" href={status.calendar}>
            {text(lang, 'addToCalendar')}
          </a>
          {status.cancelToken ? (
            <Link
              className="button button--ghost"
              to={`${localizePath(visitCancelPath, lang)}?${new URLSearchParams({ token: status.cancelToken })}`}
            >
              {text(lang, 'cancelVisit')}
            </Link>
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => form.setStatus({ kind: 'idle' })}>
            {text(lang, 'bookAnother')}
          </button>
        </p>
        {status.cancelToken ? null : <p>{text(lang, 'cancelByEmail')}</p>}
      </div>
    )
  if (!days.length) return <p>{text(lang, 'noSlots')}</p>

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
      <ChosenLot lot={answers.lot} onClear={() => set('lot', '')} />
      {day ? (
        <>
          <p className="form__field">
            {label('day', text(lang, 'day'))}
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
                  {visitDay(lang, timeZone, slots[0].start)}
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
                {visitTime(lang, timeZone, slot.start)}–{visitTime(lang, timeZone, slot.end)} (
                {slot.free === 1 ? text(lang, 'onePlaceLeft') : text(lang, 'placesLeft', { count: slot.free })})
              </label>
            ))}
            {errorOf('slotStart')}
          </fieldset>
        </>
      ) : null}
      {contactFields.map(({ name, key, type, autoComplete }) => (
        <p key={name} className="form__field">
          {label(name, text(lang, key))}
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
        {status.kind === 'taken' ? (
          <p className="form__error" role="alert">
            {text(lang, 'slotTaken')}
          </p>
        ) : status.kind === 'personLimit' ? (
          <p className="form__error" role="alert">
            {text(lang, personLimitMessages[status.limit], {
              when: status.start ? visitWhen(lang, timeZone, status.start) : '',
              count: status.count,
            })}
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
