import type { Endpoint } from 'payload'
import { sameSecret } from '../limits/client-address'
import { cmsSettings } from '../settings'

/**
 * Health answers of the site server (scripts/lib/health.ts) and the CMS (below), for load
 * balancers and orchestrators: `healthz` (the process serves) and `readyz` (it can answer
 * visitors: what it depends on answers too). Never cached. Anonymous callers learn only ok or
 * unavailable; the checks' details (which failed, the live release) need
 * `Authorization: Bearer <SITE_BUILD_SECRET>`.
 */
export type HealthChecks = Record<string, { ok: boolean; [detail: string]: unknown }>

/** Whether an Authorization header carries the secret (compared in constant time). */
export function bearerIs(authorization: string | null | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
  return Boolean(secret) && sameSecret(given, secret)
}

/** The status and body of a health answer: 200 when every check is ok, else 503; details only when `detailed`. */
export function healthAnswer(checks: HealthChecks, detailed: boolean) {
  const ok = Object.values(checks).every((check) => check.ok)
  const status = ok ? 'ok' : 'unavailable'
  return { code: ok ? 200 : 503, body: detailed ? { status, checks } : { status } }
}

export const noStore = { 'Cache-Control': 'no-store' }

/** How long the database may take to answer readyz. */
const databaseTimeoutMs = 2000

const answer = (checks: HealthChecks, authorization: string | null) => {
  const { code, body } = healthAnswer(checks, bearerIs(authorization, cmsSettings.siteBuildSecret))
  return Response.json(body, { status: code, headers: noStore })
}

/**
 * GET /api/healthz: the CMS process answers. GET /api/readyz: its database answers one cheap
 * query too. Neither is an operation of a collection, so no limit per client counts them
 * (cms/src/limits/operation-limits.ts).
 */
export const healthEndpoints: Endpoint[] = [
  {
    path: '/healthz',
    method: 'get',
    handler: (req) => answer({ process: { ok: true } }, req.headers.get('authorization')),
  },
  {
    path: '/readyz',
    method: 'get',
    handler: async (req) => {
      const started = performance.now()
      let database: HealthChecks[string]
      try {
        await Promise.race([
          req.payload.count({ collection: 'users', overrideAccess: true }),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`no answer within ${databaseTimeoutMs} ms`)), databaseTimeoutMs).unref(),
          ),
        ])
        database = { ok: true, ms: Math.round(performance.now() - started) }
      } catch (error) {
        database = { ok: false, error: (error as Error).message.slice(0, 200) }
      }
      return answer({ process: { ok: true }, database }, req.headers.get('authorization'))
    },
  },
]
