'use client'
import { useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { documentPaths, type RoutedDoc } from '@lestari/model'
import type { AdminTextKey, AdminTexts } from '../i18n'
import { publishProgress, shownProgress } from '../site-build/progress'
import { useSiteBuild } from './SiteBuildStatus'

type Routed = keyof typeof documentPaths
const isRouted = (collection: string | undefined): collection is Routed =>
  Boolean(collection && collection in documentPaths)

/**
 * The public address of a published document, in the language being edited: read again from the
 * API as published, its relations filled in (a page's parent).
 */
function usePublicAddress(collection: Routed, id: number | string | undefined, wanted: boolean) {
  const { config } = useConfig()
  const locale = useLocale()
  const [address, setAddress] = useState<string | null>(null)
  useEffect(() => {
    if (!wanted || !id) return
    const api = `${config.serverURL}${config.routes.api}`
    void fetch(`${api}/${collection}/${id}?depth=1&locale=${locale.code}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<RoutedDoc>) : null))
      .then((doc) => {
        if (!doc?.slug) return
        const origin = config.serverURL || window.location.origin
        setAddress(`${origin}${locale.code === 'id' ? '/id' : ''}${documentPaths[collection](doc)}`)
      })
      .catch(() => setAddress(null))
  }, [wanted, collection, id, locale.code, config.serverURL, config.routes.api])
  return address
}

/** Follows the build of a change published at `savedAt` until it is live, then links to the page. */
function PublishProgress({ collection, savedAt }: { collection: Routed; savedAt: string }) {
  const { t } = useTranslation<AdminTexts, AdminTextKey>()
  const { id } = useDocumentInfo()
  const { status } = useSiteBuild(2000)
  const now = publishProgress(status, savedAt)
  // Remembered for this save (the view is keyed by it): a newer build starting must not take it back
  // to waiting or building. Set during render, React renders again with it before anything is shown.
  const [seenLive, setSeenLive] = useState(false)
  if (now === 'live' && !seenLive) setSeenLive(true)
  const progress = shownProgress(seenLive, now)
  const address = usePublicAddress(collection, id, progress === 'live')
  if (!progress) return null
  return (
    <div className="publish-status" role="status" aria-live="polite" data-state={progress}>
      {progress === 'live' ? (
        <>
          <span>{t('custom:publishLive')}</span>
          {address ? (
            <a href={address} target="_blank" rel="noopener noreferrer">
              {t('custom:publishLiveLink')}
            </a>
          ) : null}
        </>
      ) : progress === 'failed' ? (
        <span>{t('custom:publishFailed', { reason: status?.lastFailure?.reason })}</span>
      ) : progress === 'building' ? (
        <span>{t('custom:publishBuilding')}</span>
      ) : progress === 'requested' ? (
        <span>{t('custom:publishRequested')}</span>
      ) : (
        <span>{t('custom:publishWaiting')}</span>
      )}
    </div>
  )
}

/**
 * Beside the document's Publish button (admin.components.edit.beforeDocumentControls of the
 * collections with pages): once the editor publishes in this view, the site build's progress, then
 * "Live on the site" with a link to the page.
 */
export function PublishStatus() {
  const { collectionSlug, data, lastUpdateTime } = useDocumentInfo()
  // The last save when the view opened: a later one was made here.
  const [openedAt] = useState(lastUpdateTime)
  const published = data?._status === 'published' && lastUpdateTime !== openedAt
  const savedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : null
  if (!published || !savedAt || !isRouted(collectionSlug)) return null
  return <PublishProgress key={savedAt} collection={collectionSlug} savedAt={savedAt} />
}
