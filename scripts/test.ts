import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromiumPath } from '../tests/browser'

/** `npm test`: installs Debian's Chromium when it is missing, then runs every test. */
function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return
  console.log(`▶ Install Chromium (apt-get), none at ${chromiumPath}`)
  const root = process.getuid?.() === 0
  const sudo = root ? [] : ['sudo', '-n']
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args]
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    apt('update')
    apt('install', '-y', '--no-install-recommends', 'chromium')
  } catch {
    console.error('Could not install Chromium with apt-get. Install the "chromium" package, or set CHROME_PATH to a Chromium binary.')
    process.exit(1)
  }
}

ensureChromium()
const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')
const result = spawnSync(playwright, ['test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
