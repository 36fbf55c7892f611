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
} from '@lestari/model/redirects'
import { sameSecret, siteBuildSecretHeader } from '@lestari/server-kit/secret'

type Table = Map<string, SiteRedirect>
const tableOf = (redirects: SiteRedirect[]): Table => new Map(redirects.map((r) => [redirectKey(r.from), r]))

/**
 * The editors' redirects on the site server. They come from the live build's redirects.json
 * (written by the build, so they apply without the CMS); with the build secret, the CMS can make
 * the server read them from the CMS at once after a change (POST /__site/redirects). Once read,
 * the CMS's list is read again whenever a new release goes live, rather than replaced by the
 * release's: a build that read the CMS before the change can go live after it. The release's list
 * answers when the CMS cannot (it is down, or was never asked).
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
  let fromCms: Table | null = null
  let checkedAt = 0
  let reads = 0

  /** Reads the CMS's list; of reads that overlap, the last one started decides. */
  const readFromCms = async () => {
    const read = ++reads
    try {
      const table = tableOf(collapseRedirects(await fetchRedirects(`${cmsURL}/api/graphql`)))
      if (read === reads) fromCms = table
    } catch (error) {
      if (read === reads) fromCms = null
      throw error
    }
  }

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
        // Until the CMS answers, its last list stands; if it cannot, the new release's.
        if (fromCms) readFromCms().catch(() => undefined)
      }
    }
    return fromCms ?? fromBuild
  }

  const router = express.Router()
  if (secret) {
    router.post(redirectsRefreshPath, (req, res) => {
      res.setHeader('Cache-Control', 'no-store')
      if (!sameSecret(req.get(siteBuildSecretHeader), secret)) return res.status(403).json({ error: 'forbidden' })
      readFromCms().then(
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
