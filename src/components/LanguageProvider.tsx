import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { navigate } from 'gatsby'
import { langStorageKey, localeOf, storedLang, type Lang } from '../lib/i18n'
import { counterpartPath } from '../lib/routes'

type LanguageState = { lang: Lang; switchLang: (next: Lang) => void }

const LanguageContext = createContext<LanguageState>({ lang: 'EN', switchLang: () => {} })

export const useLanguage = () => useContext(LanguageContext)

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage)

/**
 * The one place the language lives. A page's language comes from its path; the visitor's
 * choice is remembered in sessionStorage `bsd-lang` and restored on the next page load.
 */
export function LanguageProvider({ lang, pathname, children }: { lang: Lang; pathname: string; children: ReactNode }) {
  const switchLang = useCallback(
    (next: Lang) => {
      try {
        sessionStore()?.setItem(langStorageKey, next)
      } catch {
        // Storage may be unavailable (private mode); the switch still works for this page.
      }
      if (next !== lang) navigate(counterpartPath(pathname, next))
    },
    [lang, pathname],
  )

  useEffect(() => {
    const stored = storedLang(sessionStore())
    if (stored && stored !== lang) navigate(counterpartPath(pathname, stored), { replace: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on first load; later changes go through switchLang
  }, [])

  // The static HTML has its own language (gatsby-ssr's setHtmlAttributes); a move to the other
  // language's page without a reload changes it here.
  useEffect(() => {
    document.documentElement.lang = localeOf(lang)
  }, [lang])

  const value = useMemo(() => ({ lang, switchLang }), [lang, switchLang])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}
