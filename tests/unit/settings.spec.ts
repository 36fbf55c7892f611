import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { lineRedactor, redact } from '@lestari/server-kit/redact'
import { processEnv, readSettings, secretValues, weakSecretProblem } from '../../scripts/lib/settings'
import { cacheControlFor } from '../../scripts/lib/serve'
import { siteBuildEnv } from '../../scripts/lib/site'

const secret = 'x'.repeat(32)

test('a missing PAYLOAD_SECRET stops with a message naming it', () => {
  expect(() => readSettings({})).toThrow('Missing required setting PAYLOAD_SECRET')
  expect(() => readSettings({ PAYLOAD_SECRET: 'short' })).toThrow('PAYLOAD_SECRET must be at least 16 characters')
})

test('malformed settings are named', () => {
  expect(() => readSettings({ PAYLOAD_SECRET: secret, SITE_PORT: 'abc' })).toThrow(
    'Setting SITE_PORT must be a port number',
  )
  expect(() => readSettings({ PAYLOAD_SECRET: secret, DATABASE_URI: 'mysql://x' })).toThrow(
    'Setting DATABASE_URI must start with',
  )
})

test('defaults: site on 9000, CMS on 3001, SQLite in cms/data', () => {
  const s = readSettings({ PAYLOAD_SECRET: secret })
  expect(s.sitePort).toBe(9000)
  expect(s.siteURL).toBe('http://localhost:9000')
  expect(s.cmsURL).toBe('http://localhost:3001')
  expect(s.databaseURI).toMatch(/^file:.*cms\/data\/cms\.db$/)
})

test('backups: BACKUP_DIR (default .run/backups) and BACKUP_KEEP (default 14, a positive whole number)', () => {
  const s = readSettings({ PAYLOAD_SECRET: secret })
  expect(s.backupDir).toMatch(/\/\.run\/backups$/)
  expect(s.backupKeep).toBe(14)
  const set = readSettings({ PAYLOAD_SECRET: secret, BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' })
  expect([set.backupDir, set.backupKeep]).toEqual(['/srv/backups', 30])
  for (const keep of ['0', '-1', '2.5', 'ten'])
    expect(() => readSettings({ PAYLOAD_SECRET: secret, BACKUP_KEEP: keep })).toThrow(
      `Setting BACKUP_KEEP must be a number of archives (1 or more), got "${keep}"`,
    )
})

test('PostgreSQL is chosen by DATABASE_URI alone', () => {
  const s = readSettings({ PAYLOAD_SECRET: secret, DATABASE_URI: 'postgres://u:p@localhost:5432/city' })
  expect(s.databaseURI).toBe('postgres://u:p@localhost:5432/city')
})

test('caching: pages and page data revalidate, hashed assets are immutable', () => {
  expect(cacheControlFor('/news/x/')).toBe('public, max-age=0, must-revalidate')
  expect(cacheControlFor('/page-data/index/page-data.json')).toBe('public, max-age=0, must-revalidate')
  expect(cacheControlFor('/sw.js')).toBe('public, max-age=0, must-revalidate')
  expect(cacheControlFor('/manifest.webmanifest')).toBe('public, max-age=0, must-revalidate')
  expect(cacheControlFor('/app-1a2b3c.js')).toBe('public, max-age=31536000, immutable')
  expect(cacheControlFor('/static/d/123/x.json')).toBe('public, max-age=31536000, immutable')
})

test('demo is the default mode; production refuses a weak PAYLOAD_SECRET and names why', () => {
  expect(readSettings({ PAYLOAD_SECRET: secret }).mode).toBe('demo')
  expect(() => readSettings({ PAYLOAD_SECRET: secret, SITE_MODE: 'live' })).toThrow(
    'Setting SITE_MODE must be demo or production',
  )
  const production = (PAYLOAD_SECRET: string) => readSettings({ PAYLOAD_SECRET, SITE_MODE: 'production' })
  expect(() => production('a1b2c3d4e5f6g7h8')).toThrow('PAYLOAD_SECRET is shorter than 32 characters')
  expect(() => production(secret)).toThrow('PAYLOAD_SECRET has fewer than 12 different characters')
  expect(() => production('abcdefghijklmnop' + 'q'.repeat(16))).toThrow('repeats one character')
  expect(() => production('please-change-me-0123456789abcdefghij')).toThrow('contains a placeholder word')
  // What the first `npm start` writes into .env (32 random bytes as hex) passes.
  const random = crypto.randomBytes(32).toString('hex')
  expect(weakSecretProblem(random)).toBeNull()
  expect(production(random).mode).toBe('production')
  // The same weak secret is still accepted for the demo on a developer's machine.
  expect(readSettings({ PAYLOAD_SECRET: secret }).payloadSecret).toBe(secret)
})

test('the CMS listens on loopback by default; Secure cookies follow an https SITE_URL', () => {
  const local = readSettings({ PAYLOAD_SECRET: secret })
  expect(local.cmsHost).toBe('127.0.0.1')
  expect(local.secureCookies).toBe(false)
  expect(processEnv(local).COOKIE_SECURE).toBe('false')
  const live = readSettings({
    PAYLOAD_SECRET: secret,
    SITE_URL: 'https://www.lestari-city.example',
    CMS_HOST: '10.0.0.5',
  })
  expect(live.cmsHost).toBe('10.0.0.5')
  expect(live.secureCookies).toBe(true)
  expect(processEnv(live).COOKIE_SECURE).toBe('true')
  expect(
    readSettings({ PAYLOAD_SECRET: secret, SITE_URL: 'https://x.example', COOKIE_SECURE: 'false' }).secureCookies,
  ).toBe(false)
  expect(() => readSettings({ PAYLOAD_SECRET: secret, COOKIE_SECURE: 'yes' })).toThrow(
    'Setting COOKIE_SECURE must be true or false',
  )
  expect(() => readSettings({ PAYLOAD_SECRET: secret, ADMIN_EMAIL: 'not an address' })).toThrow(
    'Setting ADMIN_EMAIL must be an email address',
  )
})

test('log lines lose secrets and tokens', () => {
  const s = readSettings({ PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), SMTP_PASSWORD: 'smtp-pass-123456' })
  const line = [
    `secret ${s.payloadSecret} build ${s.buildSecret} smtp smtp-pass-123456`,
    'Instagram feed from https://graph.instagram.com/me/media?fields=id,caption&access_token=IGQVJ123abc',
    'link https://x.example/forgot-password/reset/?token=0123456789abcdef and /login/?verify=abcdef123456',
    'Authorization: JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlX2hlcmU',
    'Cookie: payload-token=eyJhbGciOiJIUzI1NiJ9.x.y; other=1',
    '{"email":"a@b.c","password":"hunter2-hunter2"}',
    'postgres://lestari:pg-password-1@127.0.0.1:5432/db',
    'POST /api/users/verify/5f2a9c0e7b1d4e3a?x=1',
  ].join('\n')
  const out = redact(line, secretValues(s))
  for (const leaked of [
    s.payloadSecret,
    s.buildSecret,
    'smtp-pass-123456',
    'IGQVJ123abc',
    '0123456789abcdef',
    'abcdef123456',
    'eyJhbGciOiJIUzI1NiJ9',
    'hunter2-hunter2',
    'pg-password-1',
    '5f2a9c0e7b1d4e3a',
  ]) {
    expect(out).not.toContain(leaked)
  }
  expect(out).toContain('https://graph.instagram.com/me/media?fields=id,caption&access_token=[redacted]')
  expect(out).toContain('"email":"a@b.c"')
  expect(out).toContain('/api/users/verify/[redacted]?x=1')
})

test('a secret split across two chunks of output is still masked', () => {
  const written: string[] = []
  const lines = lineRedactor((t) => written.push(t), ['a-very-secret-value'])
  lines.push('first line a-very-')
  lines.push('secret-value end\nsecond ')
  lines.push('line')
  lines.flush()
  expect(written.join('')).toBe('first line [redacted] end\nsecond line')
})

test('a setting read only by the CMS or the build reaches them from .env too, and the resolved settings still win', () => {
  const settings = readSettings({
    PAYLOAD_SECRET: secret,
    GRAPHQL_MAX_DEPTH: '9',
    INSTAGRAM_FEED_URL: 'https://feed.example/posts.json',
    SITE_URL: 'https://www.lestari-city.example/',
  })
  const env = processEnv(settings)
  expect(env.GRAPHQL_MAX_DEPTH).toBe('9')
  expect(env.INSTAGRAM_FEED_URL).toBe('https://feed.example/posts.json')
  expect(env.SITE_URL).toBe('https://www.lestari-city.example')
})

test('a site server builds unless SITE_BUILDER is off; the site build never sees the site servers’ shared state', () => {
  expect(readSettings({ PAYLOAD_SECRET: secret }).siteBuilder).toBe(true)
  expect(readSettings({ PAYLOAD_SECRET: secret, SITE_BUILDER: 'off' }).siteBuilder).toBe(false)
  expect(() => readSettings({ PAYLOAD_SECRET: secret, SITE_BUILDER: 'no' })).toThrow(
    'Setting SITE_BUILDER must be on or off',
  )
  const withRedis = readSettings({ PAYLOAD_SECRET: secret, REDIS_URL: 'redis://127.0.0.1:6379', SITE_BUILDER: 'off' })
  const without = readSettings({ PAYLOAD_SECRET: secret })
  // Builders with and without Redis build with one environment: Gatsby renders every page again when it changes.
  expect(siteBuildEnv(withRedis)).toEqual(siteBuildEnv(without))
})
