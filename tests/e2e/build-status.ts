import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { BuildStatus } from '../../scripts/lib/builder'
import { buildPath } from '../../scripts/lib/serve'
import { publicDir } from '../../scripts/lib/site'
import { fetchAgainOnReset, seededToken, siteURL, testSettings } from './stack'

const settings = testSettings()

/** The build worker's state. */
export async function buildStatus(): Promise<BuildStatus> {
  const res = await fetchAgainOnReset(`${siteURL}${buildPath}`, {
    headers: { 'x-site-build-secret': settings.buildSecret },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as BuildStatus
}

/**
 * Waits until no build runs or waits and the live release's search index is built (a rebuild
 * goes live before it), and returns the state then.
 */
export async function settled(): Promise<BuildStatus> {
  let status = await buildStatus()
  await expect
    .poll(
      async () => {
        status = await buildStatus()
        return status.state !== 'building' && !status.queued && status.search !== 'indexing'
      },
      { timeout: 300_000, intervals: [1000] },
    )
    .toBe(true)
  return status
}

/**
 * When the site builder's build folder (public/, scripts/lib/site.ts) last had a page's HTML
 * written: a build that renders a page again, even with the same bytes (as one whose environment
 * differs from the previous build's does), moves it; comparing bytes would not see that. Releases
 * link files of the same bytes, so their links cannot tell either.
 */
export const writtenAt = (urlPath: string) => fs.statSync(path.join(publicDir, urlPath, 'index.html')).mtimeMs

/**
 * Signs a seeded account in to the admin, the editor (content only) unless another is named: the
 * browser gets the HttpOnly cookie a login sets, holding the test worker's own session of that
 * account (seededToken), and the next admin page it opens is signed in. Opening the login form
 * and the dashboard it leads to, for each test, took some 3 s of CPU; the form itself is tested
 * through adminFormLogin, in admin-brand.spec.ts, admin-language.spec.ts and pipeline.spec.ts.
 */
export async function adminLogin(page: Page, email = settings.editorEmail) {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: await seededToken(email), url: siteURL, httpOnly: true }])
}

/** Signs in through the admin's login form, as staff do (from the login page, if the page is not on it). */
export async function adminFormLogin(page: Page, email: string, password = settings.editorPassword) {
  if (!new URL(page.url(), siteURL).pathname.startsWith('/admin/login')) await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 60_000 })
}

/** The site's build state in the admin's side bar, which starts closed on narrower screens: opened. */
export async function buildPanel(page: Page) {
  // The side bar's panel: the dashboard shows the same component in its page.
  const panel = page.locator('aside .site-build-status')
  await expect(panel).toBeAttached({ timeout: 30_000 })
  // A closed side bar may still be laid out, but inert.
  const closed = async () =>
    !(await panel.isVisible()) || (await panel.evaluate((el) => Boolean(el.closest('[inert]'))))
  if (await closed()) await page.getByRole('button', { name: 'Open Menu' }).click()
  await expect.poll(closed).toBe(false)
  return panel
}
