/**
 * The checks of a production start (SITE_MODE=production), run by run.ts before the CMS serves:
 * - no demo account may exist (their password is printed in the README);
 * - when no administrator exists, the one ADMIN_EMAIL names is created with a random password
 *   that nobody sees, and a one-time link (the site's password reset screen, one hour) lets the
 *   operator choose the password. An existing account is never changed.
 * The outcome goes to the JSON file PRODUCTION_RESULT_FILE names: { ok, problem?, setupLink? }.
 */
import crypto from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { getPayload } from 'payload'
import config from '../payload.config'
import { siteLink } from '../email/messages'
import { demoAccountEmails } from './steps'
import { cmsSettings } from '../settings'

type Outcome = { ok: boolean; problem?: string; setupLink?: string | null }

async function check(): Promise<Outcome> {
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'users',
    where: { email: { in: demoAccountEmails } },
    depth: 0,
    limit: 10,
  })
  const demo = demoAccountEmails.filter((email) => found.docs.some((d) => d.email === email))
  if (demo.length) {
    const many = demo.length > 1
    return {
      ok: false,
      problem: `The demo account${many ? 's' : ''} ${new Intl.ListFormat('en-GB').format(demo)} exist${many ? '' : 's'} in this database, with a password anyone can read in the README. Delete ${many ? 'them' : 'it'} in the CMS admin (People > Users), or start production from an empty database.`,
    }
  }
  const admins = await payload.count({ collection: 'users', where: { roles: { in: ['admin'] } } })
  if (admins.totalDocs > 0) return { ok: true, setupLink: null }

  const email = cmsSettings.adminEmail
  if (!email) {
    return {
      ok: false,
      problem:
        "No administrator exists yet: set ADMIN_EMAIL to the first administrator's email address and start again. The start then prints a one-time link to choose its password.",
    }
  }
  const taken = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (taken.totalDocs) {
    // Promoting it would hand the CMS to whoever registered that address and knows its password.
    return {
      ok: false,
      problem: `ADMIN_EMAIL ${email} belongs to an existing account that is not an administrator. Choose another address, or delete that account first.`,
    }
  }
  await payload.create({
    collection: 'users',
    data: {
      email,
      name: 'Administrator',
      roles: ['admin', 'editor'],
      password: crypto.randomBytes(32).toString('base64url') + '7a',
      _verified: true,
    },
    disableVerificationEmail: true,
    depth: 0,
  })
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  return { ok: true, setupLink: siteLink('/forgot-password/reset/', 'en', { token: String(token) }) }
}

export async function runProductionChecks(): Promise<void> {
  const file = process.env.PRODUCTION_RESULT_FILE
  if (!file) throw new Error('PRODUCTION_RESULT_FILE is not set')
  writeFileSync(file, JSON.stringify(await check()), { mode: 0o600 })
}
