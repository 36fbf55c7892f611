import crypto from 'node:crypto'
import fs from 'node:fs'
import type { Response } from 'express'
import { cmsPathHeaders, commonHeaders } from '@lestari/server-kit/security-headers'

/**
 * The security headers of the served site (see docs/SECURITY.md). Pages get a Content Security
 * Policy that allows only the site's own scripts plus the exact inline scripts Gatsby wrote into
 * that HTML file (their sha256 hashes, computed when the file is first served); AMP pages get
 * the policy AMP needs; the CMS's paths keep their own policy but may not be framed elsewhere.
 */

/** Where AMP pages load the AMP runtime and its extensions from. */
export const ampOrigin = 'https://cdn.ampproject.org'

const javascriptType = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The CSP hashes of the inline `<script>` elements of an HTML document (JavaScript only: JSON-LD
 * is data and never runs), each once, in document order.
 */
export function inlineHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (javascriptType.test(type)) hashes.add(sha256(body))
  }
  return [...hashes]
}

/** `<html amp>` or `<html ⚡>`: an AMP document. */
export const isAmpHtml = (html: string) => /<html\b[^>]*\s(amp|⚡)(\s|=|>)/i.test(html.slice(0, 2000))

/** The origin of a tile URL template such as `https://tile.example/{z}/{x}/{y}.png`, if it has one. */
export function originOf(urlTemplate: string | undefined): string | undefined {
  if (!urlTemplate) return undefined
  try {
    const { origin } = new URL(urlTemplate.replace(/\{[^}]*\}/g, '0'))
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

const join = (directives: Record<string, (string | undefined)[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values.filter(Boolean)].join(' '))
    .join('; ')

type PolicyInput = { scriptHashes?: string[]; mapTileURL?: string; wasm?: boolean; framedBySelf?: boolean }

/**
 * Documents that run the site search, whose library (Pagefind) compiles WebAssembly: the search
 * screens, and the service worker's app shell, which stands in for any saved page offline (the
 * search screen included). The header's search box loads the search screen as a new document, so
 * no other page needs it.
 */
export const runsSearch = (html: string) =>
  /\bpagePath="(\/id)?\/(search|offline-plugin-app-shell-fallback)\/"/.test(html)
/**
 * The draft preview (src/templates/preview.tsx), the one page the site lets itself frame: the CMS
 * admin, served on the same origin, shows it in its Live Preview panel.
 */
export const isPreviewHtml = (html: string) => /\bpagePath="(\/id)?\/preview\/"/.test(html)
/** Pagefind's own files (its script and web worker). */
export const isSearchAsset = (urlPath: string) => urlPath.startsWith('/pagefind/')

/**
 * The site's pages: scripts from the site itself and the hashed inline ones only; images from the
 * site and the map's tile server; live calls only to the site (the CMS's API is served on the same
 * origin). Inline styles are allowed: Gatsby inlines the site's CSS and writes style attributes,
 * and the map and slider blocks add their libraries' CSS as <style> elements in the browser.
 */
export function sitePolicy({
  scriptHashes = [],
  mapTileURL,
  wasm = false,
  framedBySelf = false,
}: PolicyInput = {}): string {
  const tiles = originOf(mapTileURL)
  return join({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly, nothing more (no eval of text).
    'script-src': ["'self'", ...scriptHashes, wasm ? "'wasm-unsafe-eval'" : undefined],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tiles],
    // The service worker caches the map's tiles, so it fetches them too.
    'connect-src': ["'self'", tiles],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
  })
}

/**
 * AMP pages: the AMP runtime and its extensions from the AMP CDN (it may also run code from
 * blob: workers), inline styles as AMP requires them, no site JavaScript at all.
 */
export function ampPolicy(): string {
  return join({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      'blob:',
      `${ampOrigin}/v0.js`,
      `${ampOrigin}/v0/`,
      `${ampOrigin}/viewer/`,
      `${ampOrigin}/rtv/`,
    ],
    'style-src': ["'self'", "'unsafe-inline'", `${ampOrigin}/rtv/`],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ampOrigin],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The CSP of one HTML document of the built site. */
export const policyForHtml = (html: string, mapTileURL?: string) =>
  isAmpHtml(html)
    ? ampPolicy()
    : sitePolicy({
        scriptHashes: inlineHashes(html),
        mapTileURL,
        wasm: runsSearch(html),
        framedBySelf: isPreviewHtml(html),
      })

/**
 * The security headers of the site's own responses. HTML files are read once per version of the
 * file (path, size and modification time) to hash their inline scripts; built releases never
 * change in place, so the cache only grows with the pages of the kept releases.
 */
export function siteHeaders(mapTileURL?: string) {
  const cache = new Map<string, { stamp: string; policy: string; framed: boolean }>()
  const assetPolicy = sitePolicy({ mapTileURL })
  // Pagefind's web worker runs under the policy of its own script's response.
  const searchAssetPolicy = sitePolicy({ mapTileURL, wasm: true })
  return {
    /** Every response that is not the CMS's: scripts, data, images, the build hook, errors. */
    any(res: Response, urlPath = '') {
      for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value)
      res.setHeader('X-Frame-Options', 'DENY')
      res.setHeader('Content-Security-Policy', isSearchAsset(urlPath) ? searchAssetPolicy : assetPolicy)
    },
    /** An HTML document of the build that is being sent, read with `read` when its `stamp` (a version of `name`) is new. */
    html(res: Response, name: string, stamp: string, read: () => string) {
      let cached = cache.get(name)
      if (cached?.stamp !== stamp) {
        const html = read()
        cached = { stamp, policy: policyForHtml(html, mapTileURL), framed: isPreviewHtml(html) }
        cache.set(name, cached)
      }
      if (cached.framed) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
      res.setHeader('Content-Security-Policy', cached.policy)
    },
    /**
     * An HTML file of the build that is being sent. A file gone since it was found (a release went
     * live in between, without that page) keeps the headers it has: its sending fails next, and the
     * answer is the not-found one.
     */
    page(res: Response, file: string) {
      try {
        const stat = fs.statSync(file)
        this.html(res, file, `${stat.size}:${stat.mtimeMs}`, () => fs.readFileSync(file, 'utf8'))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    },
  }
}

/** The CMS's paths (/api, /admin, /_next), as the CMS answers them on its own port too (@lestari/server-kit). */
export function cmsHeaders(res: Response, urlPath: string) {
  for (const [name, value] of Object.entries(cmsPathHeaders(urlPath))) res.setHeader(name, value)
}
