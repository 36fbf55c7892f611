import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldErrors } from '@lestari/model/forms'
import type { Account } from '../lib/account'
import { formFieldMessage } from '../lib/form-messages'
import { outboxSentEvent, sendOrKeep, submissionKey, type SendOutcome, type Submission } from '../lib/form-outbox'
import { formStrings } from '../lib/form.strings'
import { translator } from '../lib/i18n'
import { useAuth } from './AuthProvider'
import { useLanguage } from './LanguageProvider'
import { useMounted } from './useMounted'
import { useStatusFocus } from './useStatusFocus'
import type { SendStatus } from './SendStatusMessages'

const formText = translator(formStrings)

/** The contact details every kept form asks for. */
type ContactAnswers = { name: string; email: string; phone: string }

/** A field as the form's rules define it: whether it is required, and its type (which picks its error message). */
export type KeptFormField = { name: string; type?: string | null; required?: boolean | null }

/** The signed-in visitor's name, email and WhatsApp number (else phone), in the fields still empty. */
const prefilled = <A extends ContactAnswers>(answers: A, user: Account | null): A =>
  user
    ? {
        ...answers,
        name: answers.name || user.name,
        email: answers.email || user.email,
        phone: answers.phone || user.whatsapp || user.phone || '',
      }
    : answers

/**
 * What the buyer's forms kept on the device (the enquiry, the site-visit booking) share:
 * - the answers, with the signed-in account's name, email and phone in the empty contact fields;
 * - the errors of the fields, each cleared once its field changes;
 * - the status, focused when it shows a message;
 * - sending: the answers are checked (the first field in error takes the focus), then the submission
 *   is sent or kept for later (src/lib/form-outbox.ts) under an idempotency key that the same answers
 *   sent again keep; fields the CMS refuses are marked, and a kept submission sent later while the
 *   page is open completes the form as one sent at once;
 * - the helpers that render a field's label, its control's attributes and its error message
 *   (ids `<idPrefix>-<field>` and `<idPrefix>-<field>-error`).
 */
export function useKeptForm<A extends ContactAnswers, OwnStatus extends { kind: string } = never>({
  idPrefix,
  initial,
  fields,
  validate,
  submission,
  onOutcome,
  onSent,
}: {
  idPrefix: string
  /** The answers the form starts with (before the account's details are filled in). */
  initial: () => A
  /**
   * The form's fields for the answers given, in the order the form shows them: whether each is
   * required (its label says so) and its type (which picks its error message).
   */
  fields: (answers: A) => readonly KeptFormField[]
  validate: (answers: A) => FieldErrors
  /** What is sent for the answers, under the idempotency key given. */
  submission: (answers: A, key: string) => Submission
  /**
   * Sees each outcome of sending first; true when the form has shown it itself, which ends that
   * submission (the same answers sent again get a new key).
   */
  onOutcome?: (outcome: SendOutcome, key: string) => boolean | void
  /**
   * The answers were sent, just now (with the CMS's answer, `result`) or later from the device:
   * the answers to start again from, and the status that says so.
   */
  onSent: (answers: A, result?: unknown) => { next: A; status: OwnStatus }
}) {
  const { lang } = useLanguage()
  const { user } = useAuth()
  const ready = useMounted()
  const [answers, setAnswers] = useState<A>(() => prefilled(initial(), user))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<SendStatus | OwnStatus>({ kind: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  /** The submission being sent or kept for later, with the answers it holds. */
  const pending = useRef<{ key: string; answers: A } | null>(null)
  useStatusFocus(statusRef, status.kind === 'idle' || status.kind === 'sending' ? null : status)
  const id = (name: string) => `${idPrefix}-${name}`

  // Filled from the profile once the session is known (it may be after the form appeared).
  useEffect(() => setAnswers((a) => prefilled(a, user)), [user])

  /** Focuses a field, or the first of its choices (radio buttons share a name, not an id). */
  const focus = (name: string) => {
    const form = formRef.current
    ;(form?.querySelector<HTMLElement>(`#${id(name)}`) ?? form?.querySelector<HTMLElement>(`[name="${name}"]`))?.focus()
  }

  const sent = (done: A, result?: unknown) => {
    pending.current = null
    const { next, status } = onSent(done, result)
    setAnswers(prefilled(next, user))
    setStatus(status)
  }

  // A kept submission went out when the connection came back.
  useEffect(() => {
    const onOutboxSent = (event: Event) => {
      if (pending.current && (event as CustomEvent<string>).detail === pending.current.key)
        sent(pending.current.answers)
    }
    window.addEventListener(outboxSentEvent, onOutboxSent)
    return () => window.removeEventListener(outboxSentEvent, onOutboxSent)
  })

  const set = <K extends keyof A & string>(name: K, value: A[K]) => {
    setAnswers((a) => ({ ...a, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validate(answers)
    setErrors(found)
    const first = fields(answers).find((f) => found[f.name])
    if (first) {
      setStatus({ kind: 'idle' })
      focus(first.name)
      return
    }
    const key = submissionKey(pending.current, answers)
    pending.current = { key, answers }
    const outcome = await sendOrKeep(submission(answers, key), () => setStatus({ kind: 'sending' }))
    if (onOutcome?.(outcome, key)) {
      pending.current = null
      return
    }
    if (outcome.kind === 'sent') return sent(answers, outcome.result)
    if (outcome.kind === 'error' && outcome.message === 'rejected')
      setErrors(Object.fromEntries(outcome.fields.map((name) => [name, 'type' as const])))
    setStatus(outcome)
  }

  const fieldByName = Object.fromEntries(fields(answers).map((f) => [f.name, f]))
  const required = (name: string) => Boolean(fieldByName[name]?.required)
  /** The message under a field in error. */
  const errorOf = (name: string) =>
    errors[name] ? (
      <span id={`${id(name)}-error`} className="form__field-error">
        {formFieldMessage(lang, fieldByName[name]?.type, errors[name])}
      </span>
    ) : null
  /** The attributes of a field's control: id, name, required and its link to its error. */
  const common = (name: keyof A & string) => ({
    id: id(name),
    name,
    required: required(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  })
  const label = (name: keyof A & string, caption: string) => (
    <label htmlFor={id(name)}>
      {caption}
      {required(name) ? <span className="form__optional"> ({formText(lang, 'required')})</span> : null}
    </label>
  )

  return {
    answers,
    setAnswers,
    set,
    errors,
    status,
    setStatus,
    ready,
    sending: status.kind === 'sending',
    formRef,
    statusRef,
    id,
    focus,
    onSubmit,
    errorOf,
    common,
    label,
  }
}
