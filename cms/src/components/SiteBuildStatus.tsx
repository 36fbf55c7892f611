'use client'
import { useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import type { AdminTextKey, AdminTexts } from '../i18n'
import { formatDateTime } from '../utilities/format-date'
import type { BuildStatus } from '../site-build/progress'

/**
 * The public site's build state (GET /api/site-build), read `everyMs` after the last reading
 * answered, or null before the first answer; `rebuild` asks for a build now.
 */
export function useSiteBuild(everyMs = 3000) {
  const [status, setStatus] = useState<BuildStatus | null>(null)
  // Sales staff do not build the site: once refused, nothing is shown and nothing asked again.
  const [refused, setRefused] = useState(false)
  /** Reads (or, by POST, asks for) the state; false once refused. */
  const load = useCallback(async (method: 'GET' | 'POST' = 'GET') => {
    try {
      const res = await fetch('/api/site-build', { method, credentials: 'include' })
      if (res.status === 403) {
        setRefused(true)
        setStatus({ state: 'off' })
        return false
      }
      setStatus((await res.json()) as BuildStatus)
    } catch {
      setStatus({ state: 'unreachable' })
    }
    return true
  }, [])
  // The next reading waits for the last one's answer: a slow CMS gets no pile of readings, and a
  // refusal that takes longer than `everyMs` to come still stops them at the first.
  useEffect(() => {
    if (refused) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = async () => {
      if ((await load()) && !stopped) timer = setTimeout(() => void read(), everyMs)
    }
    void read()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [load, everyMs, refused])
  return { status, rebuild: () => load('POST') }
}

/**
 * The state of the public site, beside the admin's navigation: building, live since, or why the
 * last build failed; times in the site's time zone (cmsSettings.siteTimeZone, given by the config
 * and the dashboard).
 */
export function SiteBuildStatus({ timeZone = 'UTC' }: { timeZone?: string }) {
  const { i18n, t } = useTranslation<AdminTexts, AdminTextKey>()
  const { status, rebuild } = useSiteBuild()
  const [asking, setAsking] = useState(false)

  if (!status || status.state === 'off') return null
  const time = (iso?: string | null) => formatDateTime(iso, timeZone, i18n.language)
  const askForBuild = async () => {
    setAsking(true)
    await rebuild()
    setAsking(false)
  }
  return (
    <section className="site-build-status site-panel" aria-live="polite" data-state={status.state}>
      <strong>{t('custom:buildPublicSite')}</strong>
      {status.state === 'building' ? (
        <p>{t(status.queued ? 'custom:buildBuildingQueued' : 'custom:buildBuilding')}</p>
      ) : status.state === 'failed' ? (
        <p role="alert">
          {t('custom:buildFailed', { at: time(status.lastFailure?.at), reason: status.lastFailure?.reason })}
        </p>
      ) : status.state === 'unreachable' ? (
        <p>{t('custom:buildUnreachable')}</p>
      ) : status.state === 'requested' ? (
        <p>{t('custom:buildRequested')}</p>
      ) : null}
      {status.liveSince ? (
        <p className="site-build-status__live">{t('custom:buildLiveSince', { at: time(status.liveSince) })}</p>
      ) : null}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={askForBuild}
        disabled={asking || status.state === 'building'}
      >
        {t('custom:buildRebuild')}
      </button>
    </section>
  )
}
