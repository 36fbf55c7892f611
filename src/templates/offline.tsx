import { useEffect } from 'react'
import type { HeadProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { SavedPages } from '../components/SavedPages'
import { Seo } from '../components/Seo'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { offlineStrings } from './offline.strings'

const text = translator(offlineStrings)

/**
 * What the service worker shows offline for a page of the site that is not saved on this device
 * (src/service-worker/offline-fallback.js): the address stays the page's own, so coming back
 * online reloads it.
 */
export default function Offline() {
  const { lang } = useLanguage()
  useEffect(() => {
    // Reloads once the connection has held for a second. In headless Chromium offline, this
    // page reloaded itself just as the visitor's next navigation began, and so took them back
    // here from the address they had asked for.
    let timer: ReturnType<typeof setTimeout> | undefined
    const back = () => {
      clearTimeout(timer)
      timer = setTimeout(() => navigator.onLine && window.location.reload(), 1000)
    }
    window.addEventListener('online', back)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', back)
    }
  }, [])
  return (
    <div className="container section offline-page">
      <h1>{text(lang, 'title')}</h1>
      <p className="lead">{text(lang, 'text')}</p>
      <SavedPages lang={lang} />
    </div>
  )
}

export function Head({ pageContext, location }: HeadProps<object, PageContext>) {
  return <Seo title={text(pageContext.lang, 'title')} path={location.pathname} noindex />
}
