import crypto from 'node:crypto'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect } from '@playwright/test'
import { readSettings, type Settings } from '../../scripts/lib/settings'
import { gql, loginSession } from '../../bench/lib/graphql'
import { proxySecretHeader } from '@lestari/server-kit/client-address'
import { defaultSeedEditor, demoAdminEmail, demoSalesEmail } from '@lestari/server-kit/demo-accounts'

export const testSitePort = Number(process.env.TEST_SITE_PORT || 9100)
export const testCmsPort = Number(process.env.TEST_CMS_PORT || 3101)

/**
 * The suite's database: SQLite, or with TEST_DATABASE=postgres (the PostgreSQL suite,
 * tests/playwright.postgres.config.ts) a throwaway PostgreSQL server that its global setup
 * starts on TEST_POSTGRES_PORT. TEST_DATABASE_URI names any other database instead.
 */
export const testOnPostgres = process.env.TEST_DATABASE === 'postgres'
export const testPostgresPort = Number(process.env.TEST_POSTGRES_PORT || 5433)
/** Where the test PostgreSQL keeps its cluster (outside testDataDir, which each run empties). */
export const testPostgresDir = path.join(process.cwd(), '.run', 'postgres-test')
// One password for the run: workers inherit the environment of the runner that set it.
process.env.TEST_POSTGRES_PASSWORD ||= crypto.randomBytes(12).toString('hex')
/**
 * The stack's files. Each stack of a whole run has its own: the editors' loop on the default ports
 * (`.run/test`), the end-to-end project's on its ports (`.run/test-<site port>`, scripts/test.ts),
 * the PostgreSQL suite's.
 */
export const testDataDir = path.join(
  process.cwd(),
  '.run',
  testOnPostgres ? 'test-postgres' : process.env.TEST_SITE_PORT ? `test-${testSitePort}` : 'test',
)
export const testDatabaseURI =
  process.env.TEST_DATABASE_URI ||
  (testOnPostgres
    ? `postgres://lestari:${process.env.TEST_POSTGRES_PASSWORD}@127.0.0.1:${testPostgresPort}/lestari_test`
    : `file:${path.join(testDataDir, 'cms.db')}`)
/**
 * A copy of a stack's first site build (from the demo content, before any test changed it). The
 * stacks that run beside the editors' loop in a whole run (`npm test`: the main suite's and the
 * PostgreSQL suite's) serve it instead of building the same site again from the same content
 * (TEST_SEEDED_SITE, scripts/test.ts). One per site port: the build bakes in the tile server's
 * address, which follows it.
 */
export const seededSiteDir = path.join(process.cwd(), '.run', `test-seeded-site-${testSitePort}`)
/** The addresses baked into a copy of a first build (written once the copy is complete). */
export const seededAddressesFile = (dir: string) => `${dir}.addresses.json`
/**
 * The SQLite database and the uploads that a copied first build was made from, as they were then:
 * a SQLite stack serving the copy starts from them (the same documents, ids and dates as its pages).
 */
export const seededCmsDir = (dir: string) => `${dir}.cms`
/** The process id of the test stack's CMS (a test may restart it). */
export const cmsPidFile = path.join(testDataDir, 'cms.pid')
/** Map tiles in the tests come from a tile server of the tests' own (tests/e2e/tiles.ts), never the internet. */
export const testTilePort = Number(process.env.TEST_TILE_PORT || testSitePort + 1)
export const testTileURL = `http://localhost:${testTilePort}/tiles/{z}/{x}/{y}.png`

/** The tests' own CRM: the CMS posts every new enquiry there (tests/e2e/enquiries.spec.ts listens). */
export const testCrmPort = Number(process.env.TEST_CRM_PORT || testSitePort + 2)
// One secret for the run: workers inherit the environment of the runner that set it.
process.env.TEST_CRM_SECRET ||= crypto.randomBytes(16).toString('hex')

/** The emails the test stack's CMS sends (cms/src/email/transport.ts writes one JSON file per message). */
export const outboxDir = path.join(testDataDir, 'outbox')

/** The step of the admin's schedule picker on the test stack: a scheduled publish is due within two minutes. */
export const scheduleStepMinutes = 1

/** The settings of the test stack: its own ports and a database of its own (testDatabaseURI), fresh each run. */
export const testSettings = (): Settings =>
  readSettings({
    PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET || crypto.randomBytes(24).toString('hex'),
    SITE_PORT: String(testSitePort),
    CMS_PORT: String(testCmsPort),
    DATABASE_URI: testDatabaseURI,
    MEDIA_DIR: path.join(testDataDir, 'media'),
    FILES_DIR: path.join(testDataDir, 'files'),
    RELEASES_DIR: path.join(testDataDir, 'site'),
    // The tests read every email from the outbox, never from a real mail server (no SMTP_HOST).
    EMAIL_OUTBOX_DIR: outboxDir,
    GATSBY_MAP_TILE_URL: testTileURL,
    // The test's own client addresses (clientHeaders) come through loopback, as from a proxy in
    // front: the rate limits stay on for everything else, which shares the loopback address.
    TRUST_PROXY: 'loopback',
    CRM_WEBHOOK_URL: `http://localhost:${testCrmPort}/crm/enquiries`,
    CRM_WEBHOOK_SECRET: process.env.TEST_CRM_SECRET,
    // The site-visit reminders' job may run as at a moved clock (cms/src/collections/SiteVisits/reminders.ts).
    TEST_CLOCK: 'true',
    SCHEDULE_PUBLISH_STEP_MINUTES: String(scheduleStepMinutes),
  })

export const siteURL = `http://localhost:${testSitePort}`
export const cmsURL = `http://localhost:${testCmsPort}`

/**
 * fetch, tried again after a network error: a kept-alive connection that the server closes just as
 * the next request reuses it fails with ECONNRESET on a busy machine (the polls of a build).
 */
export async function fetchAgainOnReset(url: string, init?: RequestInit, attempts = 3): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (attempts <= 1) throw error
    await new Promise((r) => setTimeout(r, 1000))
    return fetchAgainOnReset(url, init, attempts - 1)
  }
}

/**
 * Headers that make a call straight to the test CMS count under a client address of its own, as
 * the site server forwards a visitor's address (with its proxy secret): the CMS counts its limits
 * per client address (cms/src/limits/operation-limits.ts), and the suite's many direct calls would
 * otherwise share one budget, the CMS port's own.
 */
export const cmsClientHeaders = (address = newClientAddress()): Record<string, string> => {
  proxySecret ??= testSettings().proxySecret
  return { [proxySecretHeader]: proxySecret, 'x-forwarded-for': address }
}
let proxySecret: string | undefined

/** A GraphQL call straight to the CMS, anonymous as the site build makes it unless given a session token. */
export const cmsQuery = <T>(
  query: string,
  variables: Record<string, unknown> = {},
  base = cmsURL,
  token?: string,
): Promise<T> => gql<T>(base, query, variables, token, base === cmsURL ? cmsClientHeaders() : {})

/** The seeded staff accounts whose sessions the stack's set-up makes for every test worker. */
export const seededStaffEmails = [demoAdminEmail, defaultSeedEditor.email, demoSalesEmail]

/** Signs a seeded account in to a CMS; its session token. */
export async function signInSeeded(email: string, base = cmsURL) {
  const { session, errors } = await loginSession(
    base,
    email,
    process.env.SEED_EDITOR_PASSWORD || defaultSeedEditor.password,
    base === cmsURL ? cmsClientHeaders() : {},
  )
  if (!session) throw new Error(`${email} login failed: ${JSON.stringify(errors)}`)
  return session.token
}

/**
 * Sessions of the seeded accounts on a CMS. Payload keeps a user's sessions in one list that each
 * login reads, adds to and writes back whole, so two logins of one user at the same moment drop
 * one of the two sessions (its token is then refused: seen as a 403 on a staff query while another
 * worker signed the same account in). And it writes that list, and the account's roles, by
 * deleting their rows and inserting them again, on SQLite with no transaction: a request of that
 * account read in between finds no session and is answered as nobody's. On the stack's own CMS,
 * and on every CMS of that database with the same secret (`sharesTestSessions`), every worker uses
 * the sessions its set-up made one after another (`TEST_SEEDED_SESSIONS`,
 * tests/e2e/global-setup.ts); on a CMS of a database copy, one login per account and worker.
 */
const sessionTokens = new Map<string, Promise<string>>()
const testSessionCMSs = new Set<string>()
/** Says that the CMS at `base` reads the stack's own database with its secret: the set-up's sessions work there. */
export const sharesTestSessions = (base: string) => testSessionCMSs.add(base)
export function seededToken(email: string, base = cmsURL) {
  let token = sessionTokens.get(`${email} ${base}`)
  if (!token) {
    const madeBySetUp =
      base === cmsURL || testSessionCMSs.has(base)
        ? (JSON.parse(process.env.TEST_SEEDED_SESSIONS || '{}') as Record<string, string>)[email]
        : undefined
    token = madeBySetUp ? Promise.resolve(madeBySetUp) : signInSeeded(email, base)
    sessionTokens.set(`${email} ${base}`, token)
  }
  return token
}

/** The demo administrator's session (roles admin and editor): the content, the leads and the accounts. */
export const adminToken = (base = cmsURL) => seededToken(demoAdminEmail, base)

/** The demo editor's session (role editor alone): the content, no leads. */
export const editorToken = (base = cmsURL) => seededToken(defaultSeedEditor.email, base)

/** The demo sales officer's session (role sales alone): the leads and the lots' statuses, no content. */
export const salesToken = (base = cmsURL) => seededToken(demoSalesEmail, base)

/** A GraphQL call as the demo administrator (staff read what visitors only create, such as form submissions). */
export async function staffQuery<T>(query: string, variables: Record<string, unknown> = {}, base = cmsURL): Promise<T> {
  return cmsQuery<T>(query, variables, base, await adminToken(base))
}

/**
 * A client address of its own (10.x.y.z, random) for a test that trips the site server's rate
 * limits or the login throttle, so the rest of the suite (all from loopback) keeps its budget.
 */
export const newClientAddress = () => `10.${[0, 0, 0].map(() => crypto.randomInt(1, 255)).join('.')}`

/**
 * A phone number of its own ("+62 813 1234 5678"): a buyer's bookings are limited per phone number
 * (cms/src/collections/SiteVisits/person-limits.ts), so tests that book do not share one.
 */
export const newPhone = () =>
  `+62 813 ${String(crypto.randomInt(0, 1e4)).padStart(4, '0')} ${String(crypto.randomInt(0, 1e4)).padStart(4, '0')}`

/** Headers that make a request to the test site count as coming from `address` (the stack trusts loopback proxies). */
export const clientHeaders = (address: string) => ({ 'x-forwarded-for': address })

export { hydrated } from '../browser'

/**
 * Resolves once React has taken over an input of the CMS admin, which the server renders with its
 * value before the admin's scripts hydrate it. Keys typed before that, on a busy machine, are
 * lost or mixed into the rendered value (seen: 4500000000 typed key by key into a price of
 * 1,350,000,000 read 13,500,000,004,500,000,000 or 1,350,000,000; typed near the end of
 * hydration, one digit went: 450,000,000).
 */
export async function hydratedField(field: import('@playwright/test').Locator) {
  await field.waitFor()
  await expect
    .poll(() => field.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 60_000,
      message: 'the admin field taken over by React',
    })
    .toBe(true)
}

/**
 * Resolves once the service worker controls the page (it takes over open pages when it activates:
 * clientsClaim). It activates once its install has kept the offline kit (some 200 files), so it is
 * given the time offlineKitKept gives the kit.
 */
export async function controlled(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 60_000,
  })
}

/**
 * Resolves once `condition`, evaluated in the page, resolves to true (another value, such as the
 * name of what is still missing, shows in the failure): evaluated again every 250 ms until
 * `timeout`. Not `page.waitForFunction`, which takes the promise an async function returns as a
 * true value and so ends after one evaluation, whatever that evaluation finds.
 */
export async function pageCondition<Arg>(
  page: import('@playwright/test').Page,
  condition: (arg: Arg) => Promise<boolean | string>,
  arg: Arg,
  timeout: number,
) {
  const evaluated = condition as (arg: unknown) => Promise<boolean | string>
  await expect.poll(() => page.evaluate(evaluated, arg), { timeout, intervals: [250] }).toBe(true)
}

/**
 * Resolves once the worker has the whole offline kit (src/service-worker/offline-fallback.js): the
 * kit's cache exists from the start of its download, but its list of the site's pages is put in it
 * only after every file of the kit is.
 */
export async function offlineKitKept(page: import('@playwright/test').Page) {
  await pageCondition(page, async () => !!(await caches.match('/site-offline-paths')), null, 60_000)
}

/**
 * Resolves once every file of the search index that the page has fetched (Pagefind's script,
 * its WebAssembly, the chunks and fragments of the searches made) is in the worker's caches, which
 * keep each one after it is served.
 */
export async function searchIndexKept(page: import('@playwright/test').Page) {
  await pageCondition(
    page,
    async () => {
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.startsWith('/pagefind/'))
      return files.length > 0 && (await Promise.all(files.map((file) => caches.match(file)))).every(Boolean)
    },
    null,
    30_000,
  )
}

/**
 * Resolves once the service worker can open `path` offline as that page: its page data, its
 * template's scripts (read from Gatsby's chunk mapping of the page open at `path`) and every script
 * and style sheet the page loaded (the chunks the template's scripts need among them) are in its
 * caches; and when the page registered files with gatsby-plugin-offline's worker (`resources:<path>`
 * in idb-keyval's "keyval-store" database, its rule for answering a navigation with its app shell,
 * sw-append.js), those and the app's own bundle too. Without that list the worker answers with the
 * app shell all the same (src/service-worker/offline-fallback.js), which renders the same files.
 * The plugin's list names only a page's data: Gatsby writes the chunk mapping into each page as a
 * string, which its loader reads as an object, so the plugin learns no script of a page. The
 * worker keeps the scripts as the page fetches them through it once it is active (gatsby-browser.tsx,
 * keepCurrentPageOffline), a few seconds after a first visit.
 */
export async function savedForOffline(page: import('@playwright/test').Page, path: string) {
  await pageCondition(
    page,
    async (pathname) => {
      const pageData = `/page-data/${pathname.replace(/^\/|\/$/g, '') || 'index'}/page-data.json`
      const data = await caches.match(pageData)
      if (!data) return `not kept: ${pageData}`
      const { componentChunkName } = (await data.json()) as { componentChunkName: string }
      const mapping = (window as unknown as { ___chunkMapping: string | Record<string, string[]> }).___chunkMapping
      const chunks = (typeof mapping === 'string' ? JSON.parse(mapping) : mapping)[componentChunkName] as string[]
      if (!chunks?.length) return `no chunks for ${componentChunkName}`
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
        .map((url) => url.pathname)
      for (const file of [...chunks, ...loaded]) if (!(await caches.match(file))) return `not kept: ${file}`
      // The plugin's list, once its worker has made its store (opened first, it would lack it).
      if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return true
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(new Error(`keyval-store: ${open.error?.message}`))
      })
      try {
        if (!db.objectStoreNames.contains('keyval')) return true
        const resources = await new Promise<string[] | undefined>((resolve, reject) => {
          const get = db.transaction('keyval').objectStore('keyval').get(`resources:${pathname}`)
          get.onsuccess = () => resolve(get.result as string[] | undefined)
          get.onerror = () => reject(new Error(`resources:${pathname}: ${get.error?.message}`))
        })
        if (!resources?.length) return true
        const app = [...document.scripts].map((script) => new URL(script.src || '/', location.href).pathname)
        const appFile = app.find((file) => /^\/app-[0-9a-f]+\.js$/.test(file))
        for (const file of [appFile ?? '/app.js', ...resources])
          if (!(await caches.match(file))) return `not kept: ${file}`
        return true
      } finally {
        db.close()
      }
    },
    path,
    30_000,
  )
}

/**
 * Runs one statement on a stack's database, SQLite (a file: address) or PostgreSQL (postgres://),
 * `?` for each argument; resolves to its rows.
 */
export async function runSql(databaseURI: string, sql: string, args: (string | number)[] = []) {
  if (databaseURI.startsWith('postgres')) {
    const { Client } = await import('pg')
    const db = new Client({ connectionString: databaseURI })
    await db.connect()
    try {
      let n = 0
      return (
        await db.query(
          sql.replace(/\?/g, () => `$${++n}`),
          args,
        )
      ).rows as Record<string, unknown>[]
    } finally {
      await db.end()
    }
  }
  const db = createClient({ url: databaseURI })
  try {
    // The stack's CMS writes to the same file: wait for its lock rather than fail at once
    // (SQLITE_BUSY, seen on a busy machine).
    await db.execute('PRAGMA busy_timeout = 15000')
    return (await db.execute({ sql, args })).rows as unknown as Record<string, unknown>[]
  } finally {
    db.close()
  }
}
