import { sameSecret } from './secret'

/**
 * Health answers of the site server (scripts/lib/health.ts) and the CMS
 * (cms/src/health/index.ts), for load
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
