import { useEffect, useEffectEvent } from 'react'
import {
  enquiryFields,
  enquiryLimits,
  replyChannels,
  validateEnquiry,
  type ReplyChannel,
} from '@lestari/model/enquiries'
import { chosenLot, chosenUnit } from '../lib/enquiry-choice'
import { localeOf, translator, type StringKey } from '../lib/i18n'
import { loadApollo } from '../lib/live'
import { rememberEnquiry } from '../lib/visit-booking'
import { useLanguage } from './LanguageProvider'
import { formStrings } from '../lib/form.strings'
import { enquiryFormStrings } from './EnquiryForm.strings'
import { SendStatusMessages } from './SendStatusMessages'
import { useKeptForm } from './useKeptForm'
import { ChosenLot, useEnquiryChoice } from './ChosenLot'

const text = translator(enquiryFormStrings)
const formText = translator(formStrings)

type Answers = {
  unitType: string
  /** The site plan's lot asked about ("Enquire about this lot"), or empty. */
  lot: string
  name: string
  replyBy: ReplyChannel | ''
  phone: string
  email: string
  message: string
  consent: boolean
}
type SentStatus = { kind: 'sent'; name: string; channel: ReplyChannel }

export type EnquiryUnit = { id: number; name: string }

const empty = (unitType: number | null, lot: string | null): Answers => ({
  unitType: unitType == null ? '' : String(unitType),
  lot: lot ?? '',
  name: '',
  replyBy: '',
  phone: '',
  email: '',
  message: '',
  consent: false,
})

const channelKeys: Record<ReplyChannel, StringKey<typeof enquiryFormStrings>> = {
  phone: 'replyByPhone',
  whatsapp: 'replyByWhatsApp',
  email: 'replyByEmail',
}

/**
 * A buyer's enquiry about one development (and optionally one of its unit types), stored in the
 * CMS's `enquiries` with the development and unit type, and sent on to its sales team. Checked in
 * the browser with the CMS's own rules (packages/model/enquiries.ts); kept on the device and sent
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
  const form = useKeptForm<Answers, SentStatus>({
    idPrefix: 'enquiry',
    initial: () => empty(chosenUnit(), chosenLot()),
    fields: (a) => enquiryFields(a.replyBy),
    validate: validateEnquiry,
    submission: (a, key) => ({
      kind: 'enquiry',
      idempotencyKey: key,
      project: project.id,
      unitType: a.unitType ? Number(a.unitType) : null,
      lot: a.lot || null,
      name: a.name,
      replyBy: a.replyBy,
      // Only the contact field of the chosen way to reply is sent.
      phone: a.replyBy === 'email' ? '' : a.phone,
      email: a.replyBy === 'email' ? a.email : '',
      message: a.message,
      consent: a.consent,
      locale: localeOf(lang),
      page: window.location.pathname,
    }),
    onOutcome: (outcome, key) => {
      // The buyer may link a site visit they book next to this enquiry.
      if (outcome.kind === 'sent' || outcome.kind === 'kept') rememberEnquiry(project.id, key)
    },
    onSent: (done) => ({
      next: empty(null, null),
      status: { kind: 'sent', name: done.name.trim(), channel: done.replyBy as ReplyChannel },
    }),
  })
  const { answers, set, errors, status, ready, sending, formRef, statusRef, onSubmit, id, errorOf, common, label } =
    form

  // A unit row's "Enquire" link (or a site-plan lot's) picks its unit type here and leads on to the name.
  useEnquiryChoice(({ unit, lot }) => {
    form.setAnswers((a) => ({ ...a, unitType: unit == null ? '' : String(unit), lot: lot ?? '' }))
    form.setStatus((s) => (s.kind === 'sent' ? { kind: 'idle' } : s))
    // After the link's own jump to #enquiry, which would take the focus back.
    window.setTimeout(() => form.focus('name'))
  })
  // Loaded after a lot's card sent the focus to the form's section (SitePlan.tsx): on to the name.
  const focusChosen = useEffectEvent(() => {
    if (chosenLot() && document.activeElement === formRef.current?.closest('section')) form.focus('name')
  })
  useEffect(() => focusChosen(), [])

  const errorCount = Object.keys(errors).length
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
      <ChosenLot lot={answers.lot} onClear={() => set('lot', '')} />
      {units.length ? (
        <p className="form__field">
          {label('unitType', text(lang, 'unitType'))}
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
        {label('name', text(lang, 'yourName'))}
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
          {label('email', text(lang, 'email'))}
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
          {label('phone', text(lang, 'phone'))}
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
        {label('message', text(lang, 'question'))}
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
