import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { telHref, whatsAppHref } from '@lestari/model/contact-links'
import { localeOf, t, type Lang } from '../lib/i18n'
import { localizePath, mediaPath, splitLangPath } from '../lib/routes'
import { CmsLink } from './CmsLink'
import { CompareTray } from './CompareTray'
import { HeaderTools, SearchIcon } from './HeaderTools'
import { useLanguage } from './LanguageProvider'
import { PopupBanner } from './PopupBanner'
import { SiteNotices } from './SiteNotices'
import { StaticPart } from './StaticPart'

type Settings = Queries.SiteChromeFragment

export const query = graphql`
  fragment SiteChrome on CMS_SiteSetting {
    brandName
    tagline
    logo {
      url
      alt
      width
      height
    }
    navigation {
      label
      url
      children {
        label
        url
      }
    }
    footerColumns {
      heading
      links {
        label
        url
      }
    }
    copyright
    socialLinks {
      platform
      url
    }
    contact {
      phone
      whatsapp
      email
      address
    }
    popupBanner {
      enabled
      title
      text
      link {
        label
        url
      }
      image {
        url
        alt
        sizes {
          thumbnail {
            url
          }
        }
      }
    }
  }
`

/** The logo's width at the header's height of 40 px, in its own proportions (a square when unknown). */
const logoWidth = (logo: { width?: number | null; height?: number | null }) =>
  logo.width && logo.height ? Math.round((40 * logo.width) / logo.height) : 40

/**
 * The main navigation. Static (StaticPart): kept as the server rendered it, and rendered again on
 * another page or language, which also moves the links' aria-current to the page shown.
 */
const MainNav = memo(function MainNav({
  navigation,
  lang,
}: {
  navigation: Settings['navigation']
  lang: Lang
  pathname?: string
}) {
  return (
    <StaticPart as="nav" aria-label={t(lang, 'mainNavigation')} className="main-nav">
      {() => (
        <ul>
          {navigation?.map((item, i) => (
            <li key={i}>
              <CmsLink link={item} />
              {item?.children?.length ? (
                <ul className="main-nav__sub">
                  {item.children.map((child, j) => (
                    <li key={j}>
                      <CmsLink link={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </StaticPart>
  )
})

/**
 * The site header. Desktop: brand, navigation, search and account, language. Phones (720 px and
 * narrower, global.css): one row of brand, search link, menu button and language; the menu button
 * is a disclosure that shows the navigation and account below the row, and closes on Escape, on a
 * link followed, or on a change of page or language.
 */
function Header({ settings, pathname }: { settings: Settings; pathname?: string }) {
  const { lang, switchLang } = useLanguage()
  const other = lang === 'EN' ? 'ID' : 'EN'
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  useEffect(() => setMenuOpen(false), [pathname, lang])
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpen(false)
    menuButton.current?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed anywhere in the header closes the menu
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__inner">
        <Link to={localizePath('/', lang)} className="brand">
          {settings.logo?.url ? (
            <img src={mediaPath(settings.logo.url)} alt="" height={40} width={logoWidth(settings.logo)} />
          ) : null}
          <span>{settings.brandName}</span>
        </Link>
        {/* Phones: search is one tap away, on its own page (its box searches as the visitor types). */}
        {splitLangPath(pathname ?? '').path === '/search/' ? null : (
          <Link
            to={localizePath('/search/', lang)}
            className="header-icon header-search-link"
            aria-label={t(lang, 'search')}
          >
            <SearchIcon size={22} />
          </Link>
        )}
        <button
          type="button"
          ref={menuButton}
          className="header-icon menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            )}
          </svg>
          <span className="menu-button__label">{t(lang, 'menu')}</span>
        </button>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a followed menu link closes the menu, by keyboard too (a link's Enter is a click) */}
        <div
          id="site-menu"
          className="site-menu"
          data-open={menuOpen ? 'true' : 'false'}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false)
          }}
        >
          <MainNav navigation={settings.navigation} lang={lang} pathname={pathname} />
          <HeaderTools pathname={pathname} />
        </div>
        <button
          type="button"
          className="lang-switch"
          lang={localeOf(other)}
          onClick={() => switchLang(other)}
          aria-label={`${t(lang, 'switchLanguageShort')} · ${t(lang, 'switchLanguage')}`}
        >
          {t(lang, 'switchLanguageShort')}
        </button>
      </div>
    </header>
  )
}

/** Static (StaticPart): kept as the server rendered it, and rendered again on another page or language (aria-current moves). */
const Footer = memo(function Footer({ settings, lang }: { settings: Settings; lang: Lang; pathname?: string }) {
  return (
    <StaticPart as="footer" className="site-footer">
      {() => (
        <>
          <div className="container site-footer__grid">
            <div>
              <p className="site-footer__brand">{settings.brandName}</p>
              {settings.tagline ? <p>{settings.tagline}</p> : null}
              {settings.contact?.address ? <address>{settings.contact.address}</address> : null}
              {telHref(settings.contact?.phone) ? (
                <p>
                  <a href={telHref(settings.contact?.phone)!}>{settings.contact!.phone}</a>
                </p>
              ) : null}
              {whatsAppHref(settings.contact?.whatsapp) ? (
                <p>
                  <a href={whatsAppHref(settings.contact?.whatsapp)!} rel="noopener noreferrer">
                    {t(lang, 'whatsAppNumber', { number: settings.contact!.whatsapp! })}
                  </a>
                </p>
              ) : null}
              {settings.contact?.email ? (
                <p>
                  <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
                </p>
              ) : null}
            </div>
            {settings.footerColumns?.map((column, i) => (
              <div key={i}>
                <h2 className="site-footer__heading">{column?.heading}</h2>
                <ul>
                  {column?.links?.map((link, j) => (
                    <li key={j}>
                      <CmsLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {settings.socialLinks?.length ? (
              <div>
                <h2 className="site-footer__heading">{t(lang, 'followUs')}</h2>
                <ul>
                  {settings.socialLinks.map((s, i) => (
                    <li key={i}>
                      <a href={s.url!} rel="noopener noreferrer">
                        {s.platform}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {settings.copyright ? <p className="container site-footer__copy">{settings.copyright}</p> : null}
        </>
      )}
    </StaticPart>
  )
})

/**
 * Header, navigation and footer from the CMS's site settings, in the page's language. No Suspense
 * boundary around its parts: React's server renderer sends a boundary out of place once the HTML
 * before it passes its progressive chunk size (12,800 bytes), at the end of the body, for an
 * inline script to move into place, so visitors without JavaScript would miss it
 * (tests/e2e/static-parts.spec.ts sees such a move). Hydration is sliced as a transition instead
 * (gatsby-browser.tsx).
 */
export function Layout({ children, pathname, task }: { children: ReactNode; pathname?: string; task?: boolean }) {
  const { lang } = useLanguage()
  const data = useStaticQuery<Queries.LayoutSettingsQuery>(graphql`
    query LayoutSettings {
      en: cmsSiteSetting(locale: { eq: "en" }) {
        ...SiteChrome
      }
      id: cmsSiteSetting(locale: { eq: "id" }) {
        ...SiteChrome
      }
    }
  `)
  const settings = (lang === 'ID' ? data.id : data.en) as Settings
  return (
    <>
      <a className="skip-link" href="#main">
        {t(lang, 'skipToContent')}
      </a>
      <Header settings={settings} pathname={pathname} />
      <SiteNotices />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} lang={lang} pathname={pathname} />
      {task ? null : <PopupBanner banner={settings.popupBanner} />}
      <CompareTray pathname={pathname} />
    </>
  )
}
