import type { Endpoint } from 'payload'
import { bearerIs, healthAnswer, noStore, type HealthChecks } from '@lestari/server-kit/health'
import { cmsSettings } from '../settings'

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
