/**
 * Debian's Chromium (installed by `npm test` when missing), or CHROME_PATH: the whole browser, for
 * what only it does (Lighthouse, the install prompt's checks, lazy pictures left for later).
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/**
 * The browser of the end-to-end tests: Debian's build of Chromium's headless shell (the same
 * engine without the desktop browser around it, as Playwright's own headless Chromium is), or
 * HEADLESS_SHELL_PATH. It runs the suite's pages in about three quarters of the CPU time the whole
 * browser takes in headless mode (docs/PERFORMANCE.md, "The test suite").
 */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

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
