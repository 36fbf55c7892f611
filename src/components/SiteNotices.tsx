import { useEffect, useState } from 'react'
import { t } from '../lib/i18n'
import { isUpdateReady, routeDelayedEvent, routeUpdatedEvent, updateReadyEvent } from '../lib/site-events'
import { useLanguage } from './LanguageProvider'

/**
 * Small, polite status messages at the top of every page: a new version of the site is ready,
 * the visitor is offline, a page is taking long to load. The live region is always in the page
 * (empty when there is nothing to say) so screen readers announce what appears in it.
 */
export function SiteNotices() {
  const { lang } = useLanguage()
  const [updateReady, setUpdateReady] = useState(false)
  const [offline, setOffline] = useState(false)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setUpdateReady(isUpdateReady())
    setOffline(navigator.onLine === false)
    const onUpdate = () => setUpdateReady(true)
    const onOnline = () => setOffline(false)
    const onOffline = () => setOffline(true)
    const onDelayed = () => setLoading(true)
    const onRouted = () => setLoading(false)
    window.addEventListener(routeUpdatedEvent, onRouted)
    window.addEventListener(updateReadyEvent, onUpdate)
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    window.addEventListener(routeDelayedEvent, onDelayed)
    return () => {
      window.removeEventListener(updateReadyEvent, onUpdate)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener(routeDelayedEvent, onDelayed)
      window.removeEventListener(routeUpdatedEvent, onRouted)
    }
  }, [])

  return (
    <div className="site-notices" role="status">
      {updateReady ? (
        <p className="site-notice site-notice--update">
          <span>{t(lang, 'updateReady')}</span>{' '}
          <button type="button" className="site-notice__action" onClick={() => window.location.reload()}>
            {t(lang, 'showNewVersion')}
          </button>
        </p>
      ) : null}
      {offline ? <p className="site-notice site-notice--offline">{t(lang, 'offlineNotice')}</p> : null}
      {loading ? <p className="site-notice site-notice--loading">{t(lang, 'loadingPage')}</p> : null}
    </div>
  )
}
