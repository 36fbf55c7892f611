import type { CollectionAfterChangeHook, Field, PayloadRequest } from 'payload'
import { escapeHtml } from '../../email/messages'
import { sitePageURL } from '../../utilities/site-url'

const emailPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/

/** The addresses of a comma-separated list; blank parts left out. */
export const recipientList = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(/[,;\s]+/)
        .map((a) => a.trim())
        .filter(Boolean)
    : []

/** The notification settings of a form (its `notification` group). */
export const notificationField: Field = {
  name: 'notification',
  type: 'group',
  label: 'Email notification',
  admin: { description: 'Who is emailed each answer to this form. No recipients: nobody is emailed.' },
  fields: [
    {
      name: 'recipients',
      type: 'text',
      maxLength: 1000,
      admin: { description: 'Addresses, separated by commas: sales@example.com, office@example.com' },
      validate: (v: unknown) =>
        recipientList(v).every((a) => emailPattern.test(a)) || 'Email addresses separated by commas.',
    },
    { name: 'subject', type: 'text', maxLength: 200, admin: { description: 'Empty: "New answer: <form title>".' } },
    {
      name: 'replyToField',
      type: 'text',
      maxLength: 100,
      admin: {
        description: 'The name of an email field of this form: replying to the notification answers the visitor.',
      },
    },
  ],
}

type FormDoc = {
  title?: string | null
  fields?: { name: string; type: string; label?: string | null }[] | null
  notification?: { recipients?: string | null; subject?: string | null; replyToField?: string | null } | null
}

const answerText = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value == null ? '' : String(value)

/** The notification of one submission: every answer under its label, escaped; null when the form notifies nobody. */
export function notificationFor(form: FormDoc, answers: Record<string, unknown>, sentFrom?: string | null) {
  const page = sitePageURL(sentFrom)
  const to = recipientList(form.notification?.recipients)
  if (!to.length) return null
  const rows = (form.fields ?? []).map((f) => ({ label: f.label || f.name, value: answerText(answers[f.name]) }))
  const replyField = form.notification?.replyToField
  const replyTo =
    replyField && typeof answers[replyField] === 'string' && emailPattern.test(answers[replyField])
      ? answers[replyField]
      : undefined
  const subject = form.notification?.subject?.trim() || `New answer: ${form.title ?? 'form'}`
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<h1 style="font-size: 1.2rem">${escapeHtml(subject)}</h1>
<table cellpadding="6" style="border-collapse: collapse">
${rows.map((r) => `<tr><th align="left" valign="top">${escapeHtml(r.label)}</th><td style="white-space: pre-wrap">${escapeHtml(r.value)}</td></tr>`).join('\n')}
</table>
${page ? `<p style="color:#555">Sent from ${escapeHtml(page)}</p>` : ''}
</body></html>`
  const text = [...rows.map((r) => `${r.label}: ${r.value}`), ...(page ? ['', `Sent from ${page}`] : [])].join('\n')
  return { to, subject, html, text, replyTo }
}

/**
 * Emails a new submission to its form's recipients, through the CMS's email transport. A failed
 * delivery is logged; the visitor's submission is stored either way.
 */
export const notifyRecipients: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  void sendNotification(req, doc as { form: unknown; data: Record<string, unknown>; page?: string | null })
  return doc
}

async function sendNotification(
  req: PayloadRequest,
  doc: { form: unknown; data: Record<string, unknown>; page?: string | null },
) {
  try {
    const formId = typeof doc.form === 'object' && doc.form ? (doc.form as { id: number }).id : (doc.form as number)
    const form = (await req.payload.findByID({
      collection: 'forms',
      id: formId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      locale: req.locale ?? undefined,
    })) as FormDoc | null
    const message = form && notificationFor(form, doc.data ?? {}, doc.page)
    if (message) await req.payload.sendEmail(message)
  } catch (error) {
    req.payload.logger.error(`Could not send the notification of a form submission: ${(error as Error).message}`)
  }
}
