import crypto from 'node:crypto'
import path from 'node:path'
import { readSettings, type Settings } from '../../scripts/lib/settings'

export const testSitePort = Number(process.env.TEST_SITE_PORT || 9100)
export const testCmsPort = Number(process.env.TEST_CMS_PORT || 3101)
export const testDataDir = path.join(process.cwd(), '.run', 'test')
/** The process id of the test stack's CMS (a test may restart it). */
export const cmsPidFile = path.join(testDataDir, 'cms.pid')
/** Map tiles in the tests come from a tile server of the tests' own (tests/e2e/tiles.ts), never the internet. */
export const testTilePort = Number(process.env.TEST_TILE_PORT || testSitePort + 1)
export const testTileURL = `http://localhost:${testTilePort}/tiles/{z}/{x}/{y}.png`

/** The emails the test stack's CMS sends (cms/src/email.ts writes one JSON file per message). */
export const outboxDir = path.join(testDataDir, 'outbox')

/** The settings of the test stack: its own ports and a database of its own, fresh each run. */
export const testSettings = (): Settings =>
  readSettings({
    PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET || crypto.randomBytes(24).toString('hex'),
    SITE_PORT: String(testSitePort),
    CMS_PORT: String(testCmsPort),
    DATABASE_URI: `file:${path.join(testDataDir, 'cms.db')}`,
    MEDIA_DIR: path.join(testDataDir, 'media'),
    FILES_DIR: path.join(testDataDir, 'files'),
    RELEASES_DIR: path.join(testDataDir, 'site'),
    // The tests read every email from the outbox, never from a real mail server (no SMTP_HOST).
    EMAIL_OUTBOX_DIR: outboxDir,
    GATSBY_MAP_TILE_URL: testTileURL,
  })

export const siteURL = `http://localhost:${testSitePort}`
export const cmsURL = `http://localhost:${testCmsPort}`

/** An anonymous GraphQL call straight to the CMS, as the site build makes it. */
export async function cmsQuery<T>(query: string, variables: Record<string, unknown> = {}, base = cmsURL): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data
}

/** Resolves once React has taken over the page (react-helmet marks <html> from the browser only). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.locator('html[data-react-helmet]').waitFor({ state: 'attached' })
}
