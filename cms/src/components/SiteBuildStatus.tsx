'use client'
import { useCallback, useEffect, useState } from 'react'

type Status = {
  state: 'idle' | 'building' | 'failed' | 'off' | 'requested' | 'unreachable' | 'unknown'
  liveSince?: string | null
  queued?: boolean
  lastFailure?: { at: string; reason: string } | null
}

const time = (iso?: string | null) => (iso ? new Date(iso).toLocaleString() : '')

/** The state of the public site, beside the admin's navigation: building, live since, or why the last build failed. */
export function SiteBuildStatus() {
  const [status, setStatus] = useState<Status | null>(null)
  const [asking, setAsking] = useState(false)

  const load = useCallback(async (method: 'GET' | 'POST' = 'GET') => {
    try {
      const res = await fetch('/api/site-build', { method, credentials: 'include' })
      // Sales staff do not build the site: nothing to show them.
      setStatus(res.status === 403 ? { state: 'off' } : ((await res.json()) as Status))
    } catch {
      setStatus({ state: 'unreachable' })
    }
  }, [])

  useEffect(() => {
    void load()
    const timer = setInterval(() => void load(), 3000)
    return () => clearInterval(timer)
  }, [load])

  if (!status || status.state === 'off') return null
  const rebuild = async () => {
    setAsking(true)
    await load('POST')
    setAsking(false)
  }
  return (
    <section
      className="site-build-status"
      aria-live="polite"
      data-state={status.state}
      style={{
        margin: '1rem 0',
        padding: '0.75rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 6,
        fontSize: 13,
      }}
    >
      <strong>Public site</strong>
      {status.state === 'building' ? (
        <p>
          Building the site with the latest changes{status.queued ? ' (newer changes follow in the next build)' : ''}…
        </p>
      ) : status.state === 'failed' ? (
        <p role="alert">
          The last build failed ({time(status.lastFailure?.at)}): {status.lastFailure?.reason}
        </p>
      ) : status.state === 'unreachable' ? (
        <p>The site&apos;s build service does not answer.</p>
      ) : status.state === 'requested' ? (
        <p>A build was requested from the hosting service.</p>
      ) : null}
      {status.liveSince ? <p className="site-build-status__live">Live since {time(status.liveSince)}.</p> : null}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={rebuild}
        disabled={asking || status.state === 'building'}
      >
        Rebuild the site
      </button>
    </section>
  )
}
