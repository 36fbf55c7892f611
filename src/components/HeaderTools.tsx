import { useState } from 'react'
import { Link } from 'gatsby'
import { t } from '../lib/i18n'
import { localizePath, splitLangPath } from '../lib/routes'
import { useAuth } from './AuthProvider'
import { useLanguage } from './LanguageProvider'

export const SearchIcon = ({ size }: { size: number }) => (
  <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

/**
 * The header's search box and account link. The search box is a plain GET form to /search/
 * that loads the search screen as a new document: only that screen's policy lets the search
 * library compile WebAssembly (scripts/lib/security-headers.ts). The account link reads the
 * shared current user: "Log in" until a session is known, then the visitor's name, linking to the
 * profile. Neither loads Apollo.
 */
export function HeaderTools({ pathname }: { pathname?: string }) {
  const { lang } = useLanguage()
  const { user, hintName } = useAuth()
  const [q, setQ] = useState('')
  const onSearchPage = pathname ? splitLangPath(pathname).path === '/search/' : false
  const name = user?.name ?? hintName
  return (
    <div className="header-tools">
      {onSearchPage ? null : (
        <form className="header-search" role="search" action={localizePath('/search/', lang)} method="get">
          <label htmlFor="header-search-q" className="visually-hidden">
            {t(lang, 'searchTheSite')}
          </label>
          <input
            id="header-search-q"
            name="q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t(lang, 'search')}
            autoComplete="off"
          />
          <button type="submit" className="header-search__button" aria-label={t(lang, 'search')}>
            <SearchIcon size={18} />
          </button>
        </form>
      )}
      {name ? (
        <Link to={localizePath('/profile/', lang)} className="header-account" data-account="profile">
          {name}
        </Link>
      ) : (
        <Link to={localizePath('/login/', lang)} className="header-account" data-account="login">
          {t(lang, 'login')}
        </Link>
      )}
    </div>
  )
}
