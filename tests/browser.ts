/** Debian's Chromium (installed by `npm test` when missing), or CHROME_PATH. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

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
