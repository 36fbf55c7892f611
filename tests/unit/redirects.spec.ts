import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import express from 'express'
import {
  collapseRedirects,
  findLoop,
  invalidFrom,
  invalidTo,
  netlifyRedirects,
  redirectKey,
  redirectsFileName,
  redirectsRefreshPath,
  type RedirectEntry,
  type SiteRedirect,
} from '@lestari/model/redirects'
import { siteRedirects } from '../../scripts/lib/redirects'

test('a path is matched with and without its trailing slash, never by its query', () => {
  expect(redirectKey('/old')).toBe('/old/')
  expect(redirectKey('/old/?utm=1')).toBe('/old/')
  expect(redirectKey('/files/brochure.pdf')).toBe('/files/brochure.pdf')
})

test('permanent redirects answer 301, temporary ones 302, Indonesian paths as they are', () => {
  expect(
    collapseRedirects([
      { from: '/a/', to: '/news/', permanent: true },
      { from: '/b/', to: '/about/', permanent: false },
      { from: '/id/lama/', to: '/id/news/', permanent: true },
    ]),
  ).toEqual([
    { from: '/a/', to: '/news/', status: 301 },
    { from: '/b/', to: '/about/', status: 302 },
    { from: '/id/lama/', to: '/id/news/', status: 301 },
  ])
})

test('chains collapse to their end, temporary if any step is, and loops are left out', () => {
  const out = collapseRedirects([
    { from: '/a/', to: '/b' },
    { from: '/b/', to: '/c/', permanent: false },
    { from: '/c/', to: 'https://example.com/x' },
    { from: '/x/', to: '/y/' },
    { from: '/y/', to: '/x/' },
  ])
  expect(out).toEqual([
    { from: '/a/', to: 'https://example.com/x', status: 302 },
    { from: '/b/', to: 'https://example.com/x', status: 302 },
    { from: '/c/', to: 'https://example.com/x', status: 301 },
  ])
})

test('a redirect that closes a loop is named, one that does not is accepted', () => {
  const saved = [
    { from: '/a/', to: '/b/' },
    { from: '/b/', to: '/c/' },
  ]
  expect(findLoop(saved, { from: '/c/', to: '/a' })).toEqual(['/c/', '/a', '/b/', '/c/'])
  expect(findLoop(saved, { from: '/c/', to: '/d/' })).toBeNull()
  expect(findLoop([], { from: '/self/', to: '/self' })).toEqual(['/self/', '/self'])
  // Changing a saved redirect replaces it rather than adding to it.
  expect(findLoop(saved, { from: '/b/', to: '/news/' })).toBeNull()
})

test('paths of the CMS and odd addresses are refused', () => {
  expect(invalidFrom('/old/')).toBeNull()
  expect(invalidFrom('/admin/x')).toMatch(/cannot be redirected/)
  expect(invalidFrom('//evil.example/')).not.toBeNull()
  expect(invalidFrom('old')).not.toBeNull()
  expect(invalidTo('/news/')).toBeNull()
  expect(invalidTo('https://example.com/')).toBeNull()
  expect(invalidTo('javascript:alert(1)')).not.toBeNull()
  expect(invalidTo('//evil.example/')).not.toBeNull()
})

test('the _redirects file for a CDN has one line per redirect', () => {
  expect(
    netlifyRedirects([
      { from: '/a/', to: '/news/', status: 301 },
      { from: '/id/b/', to: '/id/news/', status: 302 },
    ]),
  ).toBe('/a/ /news/ 301\n/id/b/ /id/news/ 302\n')
})

test("the site server keeps the CMS's redirects over a release built before the change, and the release's when the CMS cannot answer", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redirects-'))
  const live = path.join(root, 'current')
  /** Publishes a release whose redirects.json holds these redirects. */
  const publish = (name: string, redirects: SiteRedirect[]) => {
    fs.mkdirSync(path.join(root, name))
    fs.writeFileSync(path.join(root, name, redirectsFileName), JSON.stringify(redirects))
    fs.rmSync(live, { force: true })
    fs.symlinkSync(path.join(root, name), live)
  }
  let inCms: RedirectEntry[] = []
  let cmsUp = true
  const cms = http.createServer((_req, res) => {
    if (!cmsUp) return res.writeHead(503).end('{}')
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ data: { Redirects: { docs: inCms, hasNextPage: false } } }))
  })
  await new Promise<void>((resolve) => cms.listen(0, resolve))
  const cmsURL = `http://localhost:${(cms.address() as AddressInfo).port}`
  const app = express().use(siteRedirects({ publicDir: live, cmsURL, secret: 'build-secret' }))
  app.use((_req, res) => res.status(404).end())
  const site = app.listen(0)
  const base = `http://localhost:${(site.address() as AddressInfo).port}`
  const answer = async (p: string) => {
    const res = await fetch(`${base}${p}`, { redirect: 'manual' })
    return `${res.status} ${res.headers.get('location') ?? ''}`
  }
  /** Past the server's one-second look at the live release. */
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100))
  try {
    publish('r1', [{ from: '/kept/', to: '/about/', status: 301 }])
    expect(await answer('/kept/')).toBe('301 /about/')

    // An editor adds one: the CMS tells the server, which reads them at once.
    inCms = [
      { from: '/kept/', to: '/about/', permanent: true },
      { from: '/new/', to: '/news/', permanent: true },
    ]
    const told = await fetch(`${base}${redirectsRefreshPath}`, {
      method: 'POST',
      headers: { 'x-site-build-secret': 'build-secret' },
    })
    expect(told.status).toBe(200)
    expect(await answer('/new/')).toBe('301 /news/')

    // A release built before the change goes live: the new redirect stays.
    await nextSecond()
    publish('r2', [{ from: '/kept/', to: '/about/', status: 301 }])
    await nextSecond()
    await expect.poll(() => answer('/new/')).toBe('301 /news/')
    expect(await answer('/kept/')).toBe('301 /about/')

    // With the CMS down, the next release's own list answers.
    cmsUp = false
    publish('r3', [{ from: '/built/', to: '/contact/', status: 302 }])
    await nextSecond()
    await expect.poll(() => answer('/built/')).toBe('302 /contact/')
    expect(await answer('/new/')).toBe('404 ')
  } finally {
    site.close()
    cms.close()
    fs.rmSync(root, { recursive: true, force: true })
  }
})
