import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { cmsURL, adminToken, outboxDir, runSql } from './stack'

/** A message of the CMS's embedded transport (cms/src/email/transport.ts). */
export type Mail = {
  sentAt: string
  from: string
  to: string[]
  replyTo?: string[]
  subject: string
  html: string
  text: string
  /** Text attachments (a site visit's calendar file). */
  attachments?: { filename: string; contentType: string; content: string }[]
  file: string
}

/**
 * The messages read so far, by file. The transport writes each message once, under a name of its
 * own, so a file is parsed once per worker, not at every look of a wait for mail.
 */
const readMails = new Map<string, Mail>()

export function readOutbox(): Mail[] {
  if (!fs.existsSync(outboxDir)) return []
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = path.join(outboxDir, f)
      let mail = readMails.get(file)
      if (!mail) {
        mail = { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Mail, 'file'>), file: f }
        readMails.set(file, mail)
      }
      return mail
    })
}

/** The emails sent to an address (oldest first). */
export const mailsTo = (address: string) =>
  readOutbox().filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))

/** Waits for the `count`-th email to an address whose subject (and the whole mail, with `matches`) matches. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 15_000,
  matches: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = mailsTo(address).filter((m) => subject.test(m.subject) && matches(m))
    if (found.length >= count) return found[count - 1]
    if (Date.now() > until)
      throw new Error(
        `No email "${subject}" #${count} to ${address} in ${outboxDir} (has: ${
          mailsTo(address)
            .map((m) => m.subject)
            .join('; ') || 'none'
        })`,
      )
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The first link of an email whose address contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const link = links.find((l) => l.includes(part))
  if (!link) throw new Error(`No link with ${part} in "${mail.subject}": ${links.join(', ')}`)
  return link
}

/** The token in a link's query string. */
export const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name) ?? ''

/**
 * Resolves once the test CMS has sent every email it queued (cms/src/email/queue.ts sends them
 * after the request): what the outbox holds then is all that was sent, so a check that nothing,
 * or nothing more, was sent is sound.
 */
export async function queuedMailSent() {
  const headers = { authorization: `JWT ${await adminToken()}` }
  const waiting = async () =>
    ((await (await fetch(`${cmsURL}/api/email-deliveries`, { headers })).json()) as { waiting: number }).waiting
  await expect.poll(waiting, { timeout: 30_000, intervals: [250] }).toBe(0)
}

/**
 * Resolves once the test CMS has no due job left to run (a job just queued, such as the
 * site-visit reminders', has run): its staff-only `/api/payload-jobs/run` runs what is due under
 * the runner's lock (cms/src/jobs/runner.ts) and says when it found nothing; while the runner
 * holds the lock it answers without that word, and is asked again.
 */
export async function dueJobsRan() {
  const headers = { authorization: `JWT ${await adminToken()}` }
  const nothingDue = async () =>
    (
      (await (await fetch(`${cmsURL}/api/payload-jobs/run?queue=default`, { headers })).json()) as {
        noJobsRemaining?: boolean
      }
    ).noJobsRemaining
  await expect.poll(nothingDue, { timeout: 30_000, intervals: [250] }).toBe(true)
}

/**
 * Puts an email the queue gave up on into a stack's database, as the queue leaves one after its
 * last attempt (cms/src/email/queue.ts); resolves to its job's id.
 */
export async function givenUpEmail(
  databaseURI: string,
  input: { message: Record<string, string>; lead?: { collection: string; id: number } },
) {
  const [row] = await runSql(
    databaseURI,
    `INSERT INTO payload_jobs (input, task_slug, queue, has_error, error, total_tried)
     VALUES (?, 'deliverEmail', 'default', true, ?, 12) RETURNING id`,
    [JSON.stringify(input), JSON.stringify({ message: 'Mail command failed: 451 Try again later' })],
  )
  return Number(row.id)
}
