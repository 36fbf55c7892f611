import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Releases } from '../../scripts/lib/releases'
import { serveSite } from '../../scripts/lib/serve'
import { chromiumArgs, chromiumPath } from '../browser'
import { liveBuild, makeRelease, releaseMarker } from './deploys'
import { cmsURL, controlled, hydrated, testDataDir, testSitePort } from './stack'

// The service worker is what this is about (the suite turns it off elsewhere: tests/playwright.config.ts).
// In the whole browser, as visitors have it: in Chromium's headless shell the browser process
// stopped on a failed check (a breakpoint trap) during the fourth deploy, after several workers
// had replaced each other. A trace of a failed try itself (not only of its retry): a navigation
// here has now and then not finished in 30 s.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  trace: 'retain-on-failure',
})

test.describe('deploys while a visitor has the site open', () => {
  // Each deploy installs a new worker, which downloads the build's whole offline kit (its pages
  // and the search index): five of them on a 2-core machine busy with other suites' builds take minutes.
  test.describe.configure({ timeout: 480_000 })
  const port = Number(process.env.TEST_DEPLOY_PORT || testSitePort + 3)
  const base = `http://localhost:${port}`
  const root = path.join(testDataDir, 'deploys')
  let server: http.Server
  let releases: Releases

  test.beforeAll(async () => {
    fs.rmSync(root, { recursive: true, force: true })
    releases = new Releases(path.join(root, 'served'))
    makeRelease(liveBuild(), path.join(root, 'build'), 0)
    await releases.publish(path.join(root, 'build'))
    server = await serveSite({ publicDir: releases.current, olderBuilds: () => releases.list(), cmsURL, port })
  })
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('five deploys in a row: the visitor is told, and the next navigation or reload shows the new build whole', async ({
    page,
  }) => {
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(`${new URL(page.url()).pathname}: ${e.message}`))
    // The page's own checks for a new build, counted as they call the worker registration's update().
    await page.addInitScript(() => {
      const update = ServiceWorkerRegistration.prototype.update
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        const counted = window as unknown as { updateChecks?: number }
        counted.updateChecks = (counted.updateChecks ?? 0) + 1
        return update.call(this)
      }
    })
    const updateChecks = () => page.evaluate(() => (window as unknown as { updateChecks?: number }).updateChecks ?? 0)
    await page.goto(`${base}/`)
    await hydrated(page)
    await controlled(page)
    const notice = page.getByRole('status').getByText('A new version of this site is ready.')
    const heading = page.locator('main h1').first()
    const footer = page.locator('.site-footer__copy')
    await expect(heading).toContainText(releaseMarker(0))
    // The notice absent, or a failure that says when, and the workers' states then.
    const noNotice = async (when: string) => {
      try {
        await expect(notice).toHaveCount(0)
      } catch (error) {
        const workers = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none'
          return `active ${state(registration?.active)}, waiting ${state(registration?.waiting)}, installing ${state(registration?.installing)}, controller ${state(navigator.serviceWorker.controller)}`
        })
        throw new Error(`The new-version notice showed ${when} (workers: ${workers}): ${(error as Error).message}`, {
          cause: error,
        })
      }
    }

    for (let n = 1; n <= 5; n++) {
      const { newPath } = makeRelease(liveBuild(), path.join(root, 'build'), n)
      await releases.publish(path.join(root, 'build'))
      // The visitor comes back to the tab: the page asks whether a new build is out. (The browser
      // also looks for a new worker itself, once the worker has been idle a while after a
      // navigation: on a busy machine that check has found the deploy first, the notice already up.)
      const checked = await updateChecks()
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect
        .poll(updateChecks, { message: `deploy ${n}: the return to the tab asks for a new build` })
        .toBeGreaterThan(checked)
      await expect(notice).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('button', { name: 'Show the new version' })).toBeVisible()

      if (n % 2) {
        // The next navigation is a full page load of the new build.
        await page.locator('header a[href="/news/"]').first().click()
        await expect(page).toHaveURL(`${base}/news/`)
        await hydrated(page)
        await expect(footer).toContainText(releaseMarker(n))
        await page.locator('header a.brand').click()
      } else if (n === 2) {
        await page.getByRole('button', { name: 'Show the new version' }).click()
      } else {
        await page.reload()
      }
      await expect(page).toHaveURL(`${base}/`)
      await hydrated(page)
      // Page data (heading) and static query results (footer) both from the new build, nothing older.
      await expect(heading).toContainText(releaseMarker(n))
      await expect(footer).toContainText(releaseMarker(n))
      const text = await page.locator('body').innerText()
      for (let old = 0; old < n; old++) expect(text).not.toContain(`${releaseMarker(old)}\n`)
      expect(text).not.toMatch(new RegExp(`release (?!${n}\\b)\\d+\\b`))
      await noNotice(`on the new build's page, deploy ${n}`)

      // A page that only the new build has opens, by client-side navigation and by address.
      await page.evaluate((p) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(p), newPath)
      await expect(page).toHaveURL(`${base}${newPath}`)
      await expect(page.locator('main h1')).not.toHaveText('Page not found')
      await expect(page.locator('main h1')).toBeVisible()
      await page.goto(`${base}${newPath}`)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main h1')).not.toHaveText('Page not found')
      await page.goto(`${base}/`)
      await hydrated(page)
      await expect(heading).toContainText(releaseMarker(n))
      await expect(page.locator('#___gatsby')).not.toBeEmpty()
    }
    // React's recoverable hydration notices (#418) are left out: see "Offline and resilience" in
    // docs/decisions/browser-runtime.md.
    expect(pageErrors.filter((e) => !e.includes('Minified React error #418'))).toEqual([])
  })
})
