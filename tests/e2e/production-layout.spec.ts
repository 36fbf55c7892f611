import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import S3rver from 's3rver'
import { loginSession } from '../../bench/lib/graphql'
import { newsPath } from '../../src/lib/routes'
import { productionInstall, releaseCopyDir } from './production'
import { startRedis } from './redis'
import { testDatabaseURI, testDataDir, testSitePort } from './stack'

/**
 * The production layout of docs/SCALING.md, as an operator runs it: the release built in the
 * checkout and copied to a folder of its own (tests/e2e/production.ts, made by the stack's set-up),
 * there only the production packages installed, and from it, with NODE_ENV=production and
 * SITE_MODE=production: the migrations once, then one CMS on a new PostgreSQL database with Redis
 * and an S3 server (s3rver) for its uploads, one builder and two site servers sharing the releases'
 * folder. The operator chooses the first administrator's password from the link the CMS prints and
 * publishes the first article: the build stops, naming the site settings that were never saved;
 * once they are, the article goes live on both site servers. A backup is taken; and no process in
 * that folder installed, built the CMS or ran one of the project's scripts through tsx (the CMS's
 * own tasks do run with tsx's loader: scripts/build-release.ts says why).
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const app = releaseCopyDir
const dataDir = path.join(testDataDir, 'production-layout')
const port = { builder: testSitePort + 60, site1: testSitePort + 61, site2: testSitePort + 62, cms: testSitePort + 63 }
const s3Port = testSitePort + 64
const databaseName = 'production_layout'
const databaseURL = new URL(testDatabaseURI)
databaseURL.pathname = `/${databaseName}`
const adminEmail = 'operator@lestari-city.example'
const password = `Lestari-${crypto.randomBytes(12).toString('hex')}`
const secret = crypto.randomBytes(32).toString('hex')
const cmsURL = `http://localhost:${port.cms}`
const siteURLs = [port.site1, port.site2].map((p) => `http://localhost:${p}`)

let redis: Awaited<ReturnType<typeof startRedis>> | undefined
let s3rver: S3rver | undefined
const services: ChildProcess[] = []
/** The command lines of every process that ran in the release's folder, read from /proc while the tests run. */
const commandLines = new Set<string>()
let sampler: NodeJS.Timeout | undefined

function sampleProcesses() {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(app)) continue
      commandLines.add(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim())
    } catch {
      // gone, or not ours to read
    }
  }
}

/** The services' environment: an operator's settings, no .env, nothing of the test stack's. */
const serviceEnv = (more: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  SITE_MODE: 'production',
  PAYLOAD_SECRET: secret,
  ADMIN_EMAIL: adminEmail,
  DATABASE_URI: databaseURL.toString(),
  REDIS_URL: redis!.url,
  S3_BUCKET: 'uploads',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: `http://localhost:${s3Port}`,
  S3_FORCE_PATH_STYLE: 'true',
  // s3rver's own keys.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  SITE_URL: siteURLs[0],
  CMS_PORT: String(port.cms),
  CMS_URL: cmsURL,
  SITE_BUILD_HOOK_URL: `http://localhost:${port.builder}/__site/build`,
  RELEASES_DIR: path.join(dataDir, 'releases'),
  BACKUP_DIR: path.join(dataDir, 'backups'),
  EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  ...more,
})
/** `node scripts/bootstrap.mjs <command>` in the release's folder, as compose.yaml and the units start each part. */
function startService(name: string, command: string, more: Record<string, string> = {}) {
  const log = path.join(dataDir, `${name}.log`)
  const out = fs.openSync(log, 'a')
  const child = spawn(process.execPath, ['scripts/bootstrap.mjs', command], {
    cwd: app,
    env: serviceEnv(more),
    stdio: ['ignore', out, out],
  })
  services.push(child)
  return { child, log }
}

/** Runs a one-shot command to its end; its exit code and output. */
async function runOnce(name: string, command: string) {
  const { child, log } = startService(name, command)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output: fs.readFileSync(log, 'utf8') }
}

const readyz = async (base: string) => {
  try {
    return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })).status
  } catch {
    return 0
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  expect(
    fs.existsSync(path.join(app, 'release', 'manifest.json')),
    `No release copy in ${app}: the test stack's set-up makes it (tests/e2e/production.ts)`,
  ).toBe(true)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  fs.rmSync(path.join(app, 'node_modules'), { recursive: true, force: true })
  sampler = setInterval(sampleProcesses, 500)

  const devOnly = productionInstall(app)
  expect(devOnly.length).toBeGreaterThan(0)

  const admin = new pg.Client({ connectionString: testDatabaseURI })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${databaseName}`)
  await admin.end()
  redis = await startRedis()
  s3rver = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dataDir, 's3rver'),
    configureBuckets: [{ name: 'uploads', configs: [] }],
  })
  await s3rver.run()
})

test.afterAll(async () => {
  clearInterval(sampler)
  await Promise.all(
    services.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null)
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  await redis?.stop()
  await s3rver?.close()
})

test("the production install holds the services' packages and none of the project's test, bench or lint tools", () => {
  const installed = (name: string) => fs.existsSync(path.join(app, 'node_modules', name, 'package.json'))
  // ESLint, Prettier, TypeScript and Playwright's library still come in through Gatsby, Payload and
  // Next (docs/SCALING.md), as they do with npm ci --omit=dev.
  for (const tool of ['lighthouse', 's3rver', 'autocannon', 'amphtml-validator', 'smtp-server', 'typescript-eslint'])
    expect(installed(tool), tool).toBe(false)
  for (const needed of ['gatsby', 'next', 'payload', 'express', 'pg', 'ioredis', '@lestari/model'])
    expect(installed(needed), needed).toBe(true)
})

test('the migrations run once from the release, then the CMS starts in production mode and prints the first administrator’s one-time link', async () => {
  const migrated = await runOnce('migrate', 'migrate')
  expect(migrated.code, migrated.output).toBe(0)

  const cms = startService('cms', 'serve-cms')
  await expect
    .poll(() => fs.readFileSync(cms.log, 'utf8'), { timeout: 120_000, message: 'the one-time link in the CMS output' })
    .toMatch(/forgot-password\/reset\/\?token=/)
  const output = fs.readFileSync(cms.log, 'utf8')
  expect(output).toContain(`An administrator account was made for ${adminEmail}`)
  const token = /token=([\w-]+)/.exec(output)![1]
  await expect.poll(async () => (await fetch(`${cmsURL}/api/readyz`)).status, { timeout: 60_000 }).toBe(200)
  const reset = await fetch(`${cmsURL}/api/users/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  })
  expect(reset.status, await reset.text()).toBe(200)
})

test("the builder and two site servers start from the release; the operator's first article goes live on both once the site settings are saved", async () => {
  startService('builder', 'serve-site', { SITE_PORT: String(port.builder), SITE_BUILDER: 'on' })
  startService('site-1', 'serve-site', { SITE_PORT: String(port.site1), SITE_BUILDER: 'off' })
  startService('site-2', 'serve-site', { SITE_PORT: String(port.site2), SITE_BUILDER: 'off' })
  // Up, but not ready: nothing is published yet.
  for (const base of siteURLs) await expect.poll(() => readyz(base), { timeout: 60_000 }).toBe(503)

  // Its session's JWT, from the HttpOnly cookie (the CMS returns none in the body).
  const { session } = await loginSession(cmsURL, adminEmail, password)
  expect(session?.roles).toContain('admin')
  const auth = { authorization: `JWT ${session!.token}` }

  const picture = new FormData()
  picture.append('file', new Blob([fs.readFileSync(path.join(app, 'src', 'images', 'icon.png'))]), 'first-article.png')
  picture.append('_payload', JSON.stringify({ alt: 'The first article of the production site' }))
  const media = await fetch(`${cmsURL}/api/media`, { method: 'POST', headers: auth, body: picture })
  expect(media.status, await media.clone().text()).toBe(201)
  const { doc: image } = (await media.json()) as { doc: { id: number } }

  const slug = `production-${Date.now()}`
  const title = `Lestari City goes live ${slug}`
  const text = (words: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [{ type: 'text', version: 1, text: words, format: 0, style: '', mode: 'normal', detail: 0 }],
        },
      ],
    },
  })
  const post = await fetch(`${cmsURL}/api/posts?locale=en`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      slug,
      category: 'company',
      publishedAt: new Date().toISOString(),
      excerpt: 'The site of the production layout publishes its first article.',
      heroImage: image.id,
      content: text('Published from the production layout.'),
      _status: 'published',
    }),
  })
  expect(post.status, await post.clone().text()).toBe(201)

  // The first build stops at once, saying what is missing; nothing is published.
  const builderLog = path.join(dataDir, 'builder.log')
  await expect
    .poll(() => fs.readFileSync(builderLog, 'utf8'), { timeout: 180_000, intervals: [1000] })
    .toContain("The site cannot be built before the CMS's site settings are saved")
  for (const base of siteURLs) expect(await readyz(base)).toBe(503)
  const settings = await fetch(`${cmsURL}/api/globals/site-settings?locale=en`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ brandName: 'Lestari City' }),
  })
  expect(settings.status, await settings.clone().text()).toBe(200)

  for (const base of siteURLs) {
    await expect.poll(() => readyz(base), { timeout: 400_000, intervals: [2000] }).toBe(200)
    const page = await fetch(`${base}${newsPath(slug)}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(title)
  }
})

test('a backup is taken from the release: the database, and the list of the bucket’s uploads', async () => {
  const backup = await runOnce('backup', 'backup')
  expect(backup.code, backup.output).toBe(0)
  expect(backup.output).toContain('database (postgres)')
  expect(backup.output).toContain('the objects of the bucket uploads listed')
  const archives = fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.tar.gz'))
  expect(archives).toHaveLength(1)
})

test('nothing in the release’s folder installed, built the CMS or ran one of the project’s scripts through tsx', () => {
  sampleProcesses()
  const lines = [...commandLines]
  // What ran: the compiled commands, Next serving the CMS's build, Gatsby building the site.
  for (const command of ['migrate', 'serve-cms', 'serve-site', 'backup'])
    expect(
      lines.some((line) => line.includes(`release/scripts/${command}.cjs`)),
      command,
    ).toBe(true)
  expect(lines.some((line) => /next start/.test(line))).toBe(true)
  expect(lines.some((line) => /gatsby.*build/.test(line))).toBe(true)
  expect(
    lines.filter((line) => /\bnpm\b|\.bin\/tsx|tsx\/dist\/cli|scripts\/[\w-]+\.ts\b|next build/.test(line)),
  ).toEqual([])
  expect(fs.existsSync(path.join(app, 'node_modules', '.install-hash'))).toBe(false)
})
