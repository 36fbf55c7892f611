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

/**
 * The tests' browsers: those flags, and two that spare the CPU of pages that live a few seconds
 * each. V8's optimizing compiler (TurboFan) is off: its compiles rarely pay back before the page is
 * closed. And one renderer process per browser, reused by the tests' contexts in turn (each context
 * keeps its own cookies, storage and cache), instead of a new one for each page. Not for bench/
 * (Lighthouse, the search query), whose figures stand for a visitor's browser.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt', '--renderer-process-limit=1']

/** Resolves once React has taken over the page (gatsby-browser.tsx marks <html> when its hydration is committed). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
