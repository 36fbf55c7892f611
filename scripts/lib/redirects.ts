import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import {
  collapseRedirects,
  fetchRedirects,
  redirectKey,
  redirectsFileName,
  redirectsRefreshPath,
  type SiteRedirect,
} from '../../cms/src/collections/Redirects/rules'

type Table = Map<string, SiteRedirect>
const tableOf = (redirects: SiteRedirect[]): Table => new Map(redirects.map((r) => [redirectKey(r.from), r]))

const sameSecret = (given: unknown, secret: string) =>
  typeof given === 'string' &&
  given.length === secret.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret))

/**
 * The editors' redirects on the site server. They come from the live build's redirects.json
 * (written by the build, so they apply without the CMS); with the build secret, the CMS can make
 * the server read them from the CMS at once after a change (POST /__site/redirects), and those
 * apply until the next build is published.
 */
export function siteRedirects({
  publicDir,
  cmsURL,
  secret,
}: {
  publicDir: string
  cmsURL: string
  secret?: string
}): RequestHandler {
  let release = ''
  let fromBuild: Table = new Map()
  let fromCms: { table: Table; release: string } | null = null
  let checkedAt = 0

  const current = (): Table => {
    if (Date.now() - checkedAt > 1000) {
      checkedAt = Date.now()
      const real = fs.existsSync(publicDir) ? fs.realpathSync(publicDir) : ''
      if (real !== release) {
        release = real
        const file = path.join(publicDir, redirectsFileName)
        try {
          fromBuild = tableOf(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRedirect[]) : [])
        } catch {
          fromBuild = new Map()
        }
      }
    }
    // What the CMS said after a change wins until a newer build is live.
    return fromCms && fromCms.release === release ? fromCms.table : fromBuild
  }

  const refresh = async () => {
    current()
    fromCms = { table: tableOf(collapseRedirects(await fetchRedirects(`${cmsURL}/api/graphql`))), release }
  }

  const router = express.Router()
  if (secret) {
    router.post(redirectsRefreshPath, (req, res) => {
      res.setHeader('Cache-Control', 'no-store')
      if (!sameSecret(req.get('x-site-build-secret'), secret)) return res.status(403).json({ error: 'forbidden' })
      refresh().then(
        () => res.json({ redirects: current().size }),
        (error: Error) =>
          res.status(502).json({ error: `Could not read the redirects from the CMS: ${error.message}` }),
      )
    })
  }
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const hit = current().get(redirectKey(req.path))
    if (!hit) return next()
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    res.setHeader('Cache-Control', hit.status === 301 ? 'public, max-age=3600' : 'no-store')
    res.redirect(hit.status, hit.to.includes('?') ? hit.to : hit.to + query)
  })
  return router
}
