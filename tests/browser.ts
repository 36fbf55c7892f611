import type { Page } from '@playwright/test'

/** Debian's Chromium and its headless shell, where the tests find them (`npm test` installs them when missing). */
export { chromiumPath, headlessShellPath } from '../scripts/lib/debian-packages.mjs'

/** Flags that keep headless Chromium off the network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Resolves once React has taken over the page (gatsby-browser.tsx marks <html> when its hydration is committed). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
