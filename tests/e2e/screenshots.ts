import path from 'node:path'
import type { Page } from '@playwright/test'

/** Where the suites leave screenshots for a person to look at (tests/artifacts/screenshots/). */
export const screenshotDir = path.join(process.cwd(), 'tests', 'artifacts', 'screenshots')

/** Saves the page's viewport (or the whole page) as `<group>/<name>.png` under screenshotDir. */
export const saveScreenshot = (page: Page, group: string, name: string, options: { fullPage?: boolean } = {}) =>
  page.screenshot({ path: path.join(screenshotDir, group, `${name}.png`), ...options })
