import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { t } from '../lib/i18n'
import { mediaPath } from '../lib/routes'
import { CmsLink } from './CmsLink'
import { useLanguage } from './LanguageProvider'

/** sessionStorage key that remembers, for the browsing session, that the visitor closed the banner. */
export const popupBannerStorageKey = 'bsd-popup-banner'

type PopupBannerState = { open: boolean; close: () => void }
const PopupBannerContext = createContext<PopupBannerState>({ open: true, close: () => {} })
export const usePopupBanner = () => useContext(PopupBannerContext)

const session = () => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The shared popup-banner flag: on by default; the visitor can switch it off for the session. */
export function PopupBannerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true)
  useEffect(() => {
    if (session()?.getItem(popupBannerStorageKey) === 'off') setOpen(false)
  }, [])
  const close = useCallback(() => {
    setOpen(false)
    try {
      session()?.setItem(popupBannerStorageKey, 'off')
    } catch {
      // Storage unavailable: closed for this page only.
    }
  }, [])
  const value = useMemo(() => ({ open, close }), [open, close])
  return <PopupBannerContext.Provider value={value}>{children}</PopupBannerContext.Provider>
}

export type PopupBannerContent =
  | {
      enabled?: boolean | null
      title?: string | null
      text?: string | null
      link?: { label?: string | null; url?: string | null } | null
      image?: {
        url?: string | null
        alt?: string | null
        sizes?: { thumbnail?: { url?: string | null } | null } | null
      } | null
    }
  | null
  | undefined

/** True once the page is scrolled down more than half a screen. */
function useScrolledPastHalfScreen() {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = () => setPast(window.scrollY > window.innerHeight / 2)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [])
  return past
}

/**
 * The site settings' popup banner: a labelled region near the bottom of the viewport, shown
 * after the page is interactive (so a visitor who closed it never sees it flash), closed by its
 * button or Esc; focus then goes to the main content instead of being lost. On phones it leaves
 * once the visitor has scrolled past half a screen (`data-away`, global.css), to keep the fixed
 * bars small, and comes back near the top.
 */
export function PopupBanner({ banner }: { banner: PopupBannerContent }) {
  const { lang } = useLanguage()
  const { open, close } = usePopupBanner()
  const [mounted, setMounted] = useState(false)
  const away = useScrolledPastHalfScreen()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => setMounted(true), [])
  if (!mounted || !open || !banner?.enabled || !banner.title) return null

  const dismiss = () => {
    const hadFocus = ref.current?.contains(document.activeElement)
    close()
    if (hadFocus) document.getElementById('main')?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed anywhere in the banner dismisses it
    <aside
      ref={ref}
      className="popup-banner"
      data-away={away || undefined}
      aria-labelledby="popup-banner-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss()
      }}
    >
      {banner.image?.url ? (
        // The small rendition, and lazy: phones hide the picture (global.css), so they never fetch it.
        <img
          className="popup-banner__image"
          src={mediaPath(banner.image.sizes?.thumbnail?.url || banner.image.url)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="popup-banner__body">
        <p className="popup-banner__eyebrow">{t(lang, 'announcement')}</p>
        <h2 id="popup-banner-title" className="popup-banner__title">
          {banner.title}
        </h2>
        {banner.text ? <p className="popup-banner__text">{banner.text}</p> : null}
        {banner.link?.url ? (
          <CmsLink link={{ label: banner.link.label ?? banner.title, url: banner.link.url }} className="button" />
        ) : null}
      </div>
      <button type="button" className="popup-banner__close" onClick={dismiss} aria-label={t(lang, 'closeAnnouncement')}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
