import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createSiteApp, hstsHeader } from '../../scripts/lib/serve'
import {
  ampPolicy,
  inlineHashes,
  isAmpHtml,
  originOf,
  policyForHtml,
  siteHeaders,
  sitePolicy,
} from '../../scripts/lib/security-headers'

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

const gatsbyPage = `<!DOCTYPE html><html lang="en"><head><style data-href="/styles.css">body{margin:0}</style>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body>
<div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script>window.___webpackCompilationHash="abc";</script><script src="/app.js" async></script>
<script type="module">import('/x.js')</script></body></html>`

test('inline JavaScript is hashed exactly as written; JSON-LD and external scripts are not', () => {
  expect(inlineHashes(gatsbyPage)).toEqual([
    hash('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
    hash('window.___webpackCompilationHash="abc";'),
    hash("import('/x.js')"),
  ])
})

test('a page policy allows its own inline scripts, the site and the tile server, nothing else', () => {
  const policy = policyForHtml(gatsbyPage, 'http://tiles.example:8080/{z}/{x}/{y}.png')
  const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
  expect(directives['script-src']).toEqual([
    "'self'",
    hash('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
    hash('window.___webpackCompilationHash="abc";'),
    hash("import('/x.js')"),
  ])
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  expect(directives['script-src']).not.toContain("'unsafe-eval'")
  expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  expect(directives['img-src']).toContain('http://tiles.example:8080')
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'self'"])
})

test("only the draft preview may be framed, and only by the site itself (the admin's Live Preview)", () => {
  const frameAncestors = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-ancestors '))
  const pageAt = (pagePath: string) => gatsbyPage.replace('window.pagePath="/"', `window.pagePath="${pagePath}"`)
  for (const pagePath of ['/preview/', '/id/preview/'])
    expect(frameAncestors(policyForHtml(pageAt(pagePath)))).toBe("frame-ancestors 'self'")
  for (const pagePath of ['/', '/news/preview/', '/id/', '/search/'])
    expect(frameAncestors(policyForHtml(pageAt(pagePath)))).toBe("frame-ancestors 'none'")
})

test('only the search screens, the app shell and the search library files may compile WebAssembly', () => {
  const scriptSrc = (policy: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1)
  const pageAt = (pagePath: string) => gatsbyPage.replace('window.pagePath="/"', `window.pagePath="${pagePath}"`)
  for (const pagePath of ['/search/', '/id/search/', '/offline-plugin-app-shell-fallback/']) {
    expect(scriptSrc(policyForHtml(pageAt(pagePath)))).toContain("'wasm-unsafe-eval'")
  }
  for (const pagePath of ['/', '/news/search/', '/id/', '/research/']) {
    expect(scriptSrc(policyForHtml(pageAt(pagePath)))).not.toContain("'wasm-unsafe-eval'")
  }
  expect(scriptSrc(policyForHtml(pageAt('/search/')))).not.toContain("'unsafe-eval'")
  const headers = new Map<string, string>()
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Parameters<
    ReturnType<typeof siteHeaders>['any']
  >[0]
  siteHeaders().any(res, '/pagefind/pagefind-worker.js')
  expect(headers.get('Content-Security-Policy')).toContain("'wasm-unsafe-eval'")
  siteHeaders().any(res, '/app-123.js')
  expect(headers.get('Content-Security-Policy')).not.toContain("'wasm-unsafe-eval'")
})

test('an HTML file gone while it is being sent (a release went live without it) keeps the policy it had, and throws nothing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'))
  try {
    const headers = new Map<string, string>()
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Parameters<
      ReturnType<typeof siteHeaders>['page']
    >[0]
    const security = siteHeaders()
    security.any(res, '/news/gone/')
    const before = headers.get('Content-Security-Policy')
    expect(() => security.page(res, path.join(dir, 'news/gone/index.html'))).not.toThrow()
    expect(headers.get('Content-Security-Policy')).toBe(before)
    // A page that is there gets its own policy.
    fs.writeFileSync(path.join(dir, 'index.html'), gatsbyPage)
    security.page(res, path.join(dir, 'index.html'))
    expect(headers.get('Content-Security-Policy')).toBe(policyForHtml(gatsbyPage))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('AMP pages get the AMP policy: runtime from the AMP CDN, no site scripts', () => {
  const amp =
    '<!doctype html><html amp="" lang="en"><head><script async src="https://cdn.ampproject.org/v0.js"></script></head></html>'
  expect(isAmpHtml(amp)).toBe(true)
  expect(isAmpHtml('<html ⚡ lang="en">')).toBe(true)
  expect(isAmpHtml(gatsbyPage)).toBe(false)
  expect(policyForHtml(amp)).toBe(ampPolicy())
  expect(ampPolicy()).toContain('https://cdn.ampproject.org/v0.js')
  expect(ampPolicy()).toContain("frame-ancestors 'none'")
})

test('the tile server origin comes from the URL template; a broken template adds nothing', () => {
  expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
  expect(originOf('http://localhost:9301/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:9301')
  expect(originOf('not a url')).toBeUndefined()
  expect(originOf(undefined)).toBeUndefined()
  expect(sitePolicy({ mapTileURL: 'nonsense' })).not.toContain('nonsense')
})

test('the site server asks for HTTPS only (HSTS) when SITE_URL is https, on its own files and the CMS paths alike', async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsts-'))
  fs.writeFileSync(
    path.join(publicDir, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>x</body></html>',
  )
  const headerOf = async (siteURL: string, urlPath: string) => {
    const server = http
      .createServer(createSiteApp({ publicDir, cmsURL: 'http://127.0.0.1:9', siteURL }))
      .listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}${urlPath}`)
      return res.headers.get('strict-transport-security')
    } finally {
      server.close()
    }
  }
  expect(await headerOf('https://www.lestari-city.example', '/')).toBe(hstsHeader)
  expect(await headerOf('https://www.lestari-city.example', '/api/graphql')).toBe(hstsHeader)
  expect(await headerOf('http://localhost:9000', '/')).toBeNull()
  fs.rmSync(publicDir, { recursive: true })
})
