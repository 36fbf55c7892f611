import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import { bearerIs, healthAnswer, noStore, type HealthChecks } from '@lestari/server-kit/health'

/** How long one answer of the CMS's readyz serves the site server's probes: a flood of probes is not a flood on the CMS. */
const cmsCheckCacheMs = 1500
const cmsCheckTimeoutMs = 2000

export type SiteHealthOptions = {
  cmsURL: string
  /** The served release (`current`); null when the files come from SITE_STATIC_ORIGIN. */
  publicDir: string | null
  /** SITE_BUILD_SECRET: shows the checks' details. */
  secret?: string
  /** Aborted when the server is stopping: both answer 503 so that a load balancer takes it out. */
  shutdown?: AbortSignal
  /** When the live release was published, when this process knows it. */
  liveSince?: () => string | null | Promise<string | null>
}

/** Whether the CMS and its database answer, asked at most once per cmsCheckCacheMs. */
function cmsCheck(cmsURL: string) {
  let last: { at: number; check: Promise<HealthChecks[string]> } | null = null
  const ask = async (): Promise<HealthChecks[string]> => {
    try {
      const res = await fetch(`${cmsURL}/api/readyz`, { signal: AbortSignal.timeout(cmsCheckTimeoutMs) })
      return { ok: res.ok, status: res.status }
    } catch (error) {
      return { ok: false, error: (error as Error).message }
    }
  }
  return () => {
    if (!last || Date.now() - last.at > cmsCheckCacheMs) last = { at: Date.now(), check: ask() }
    return last.check
  }
}

/** The live release's folder name, or null when none is published. */
function liveRelease(publicDir: string): string | null {
  try {
    return fs.existsSync(path.join(publicDir, 'index.html')) ? path.basename(fs.realpathSync(publicDir)) : null
  } catch {
    return null
  }
}

/**
 * GET /healthz: 200 while the site server serves, 503 once it is stopping. GET /readyz: 200 when
 * the CMS and its database answer and a release is live, else 503. Never cached nor rate-limited;
 * details only for the build secret (cms/src/health/index.ts).
 */
export function siteHealth({ cmsURL, publicDir, secret = '', shutdown, liveSince }: SiteHealthOptions) {
  const cms = cmsCheck(cmsURL)
  const router = express.Router()
  const send = (req: express.Request, res: express.Response, checks: HealthChecks) => {
    const { code, body } = healthAnswer(checks, bearerIs(req.get('authorization'), secret))
    res.status(code).set(noStore).json(body)
  }
  const serving = () => ({ ok: !shutdown?.aborted })
  router.get('/healthz', (req, res) => send(req, res, { serving: serving() }))
  router.get('/readyz', async (req, res) => {
    const checks: HealthChecks = { serving: serving(), cms: await cms() }
    if (publicDir) {
      const id = liveRelease(publicDir)
      checks.release = { ok: Boolean(id), id, since: (await liveSince?.()) ?? null }
    }
    send(req, res, checks)
  })
  return router
}
