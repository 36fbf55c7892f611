import { expect, test } from '@playwright/test'
import { readSettings } from '../../scripts/lib/settings'
import { cacheControlFor } from '../../scripts/lib/serve'

const secret = 'x'.repeat(32)

test('a missing PAYLOAD_SECRET stops with a message naming it', () => {
  expect(() => readSettings({})).toThrow('Missing required setting PAYLOAD_SECRET')
  expect(() => readSettings({ PAYLOAD_SECRET: 'short' })).toThrow('PAYLOAD_SECRET must be at least 16 characters')
})

test('malformed settings are named', () => {
  expect(() => readSettings({ PAYLOAD_SECRET: secret, SITE_PORT: 'abc' })).toThrow('Setting SITE_PORT must be a port number')
  expect(() => readSettings({ PAYLOAD_SECRET: secret, DATABASE_URI: 'mysql://x' })).toThrow('Setting DATABASE_URI must start with')
})

test('defaults: site on 9000, CMS on 3001, SQLite in cms/data', () => {
  const s = readSettings({ PAYLOAD_SECRET: secret })
  expect(s.sitePort).toBe(9000)
  expect(s.siteURL).toBe('http://localhost:9000')
  expect(s.cmsURL).toBe('http://localhost:3001')
  expect(s.databaseURI).toMatch(/^file:.*cms\/data\/cms\.db$/)
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
