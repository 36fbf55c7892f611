import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer from 'nodemailer'
import { cmsSettings } from '../settings'

const fromAddress = () => cmsSettings.email.fromAddress
const fromName = () => cmsSettings.email.fromName

/** Where the embedded default delivers: one JSON file per message (to, subject, html, text). */
export const outboxDir = () => path.resolve(cmsSettings.email.outboxDir)

/** The plain addresses of a recipient field (a string, an address object or a list of them). */
export const addresses = (value: SendEmailOptions['to']): string[] => {
  if (!value) return []
  const list: unknown[] = Array.isArray(value) ? value : [value]
  return list.flatMap((a) =>
    typeof a === 'string'
      ? [a]
      : Array.isArray(a)
        ? addresses(a as never)
        : [String((a as { address?: string }).address ?? '')],
  )
}

/**
 * The embedded default transport: every message becomes a file in the outbox folder, which a
 * person opens in any editor and the tests read. Nothing leaves the machine.
 */
export const outboxAdapter = (): EmailAdapter => () => ({
  name: 'outbox',
  defaultFromAddress: fromAddress(),
  defaultFromName: fromName(),
  sendEmail: async (message) => {
    const dir = outboxDir()
    fs.mkdirSync(dir, { recursive: true })
    const sentAt = new Date().toISOString()
    const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`)
    const mail = {
      sentAt,
      from:
        typeof message.from === 'string' ? message.from : (message.from?.address ?? `${fromName()} <${fromAddress()}>`),
      to: addresses(message.to),
      replyTo: addresses(message.replyTo),
      subject: message.subject ?? '',
      html: typeof message.html === 'string' ? message.html : '',
      text: typeof message.text === 'string' ? message.text : '',
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: typeof a.content === 'string' ? a.content : '',
      })),
    }
    // Written under a temporary name and renamed, so a reader never sees half a message.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2))
    fs.renameSync(`${file}.tmp`, file)
    console.log(`Email to ${mail.to.join(', ')} ("${mail.subject}") saved in ${file}`)
    return { file }
  },
})

/**
 * Delivery through an SMTP server (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD).
 * A server that does not answer fails the attempt within seconds (nodemailer waits minutes by
 * default), and the email queue tries again later.
 */
export const smtpAdapter =
  (host: string): EmailAdapter =>
  () => {
    const { smtpPort, smtpSecure, smtpUser, smtpPassword } = cmsSettings.email
    const transport = nodemailer.createTransport({
      host,
      port: smtpPort,
      secure: smtpSecure,
      auth: smtpUser ? { user: smtpUser, pass: smtpPassword } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      name: 'smtp',
      defaultFromAddress: fromAddress(),
      defaultFromName: fromName(),
      sendEmail: async (message) => transport.sendMail({ from: `${fromName()} <${fromAddress()}>`, ...message }),
    }
  }

/** Where the email queue delivers (cms/src/email/queue.ts): SMTP when SMTP_HOST is set, otherwise the local outbox. */
export const deliveryAdapter = (): EmailAdapter => {
  const host = cmsSettings.email.smtpHost
  return host ? smtpAdapter(host) : outboxAdapter()
}
