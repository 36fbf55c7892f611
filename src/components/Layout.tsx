import type { ReactNode } from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { localeOf, t } from '../lib/i18n'
import { isInternal, localizePath, mediaPath } from '../lib/routes'
import { HeaderTools } from './HeaderTools'
import { useLanguage } from './LanguageProvider'
import { PopupBanner } from './PopupBanner'
import { SiteNotices } from './SiteNotices'

type NavLink = { label: string | null; url: string | null }
type Settings = Queries.SiteChromeFragment

export const query = graphql`
  fragment SiteChrome on CMS_SiteSetting {
    brandName
    tagline
    logo { url alt }
    navigation { label url children { label url } }
    footerColumns { heading links { label url } }
    copyright
    socialLinks { platform url }
    contact { phone email address }
    popupBanner { enabled title text link { label url } image { url alt sizes { thumbnail { url } } } }
  }
`

/** A CMS link: site paths get the current language's prefix; other addresses open as they are. */
export function CmsLink({ link, className }: { link: NavLink; className?: string }) {
  const { lang } = useLanguage()
  if (!link.url) return null
  return isInternal(link.url) ? (
    <Link to={localizePath(link.url, lang)} className={className}>{link.label}</Link>
  ) : (
    <a href={link.url} className={className} rel="noopener noreferrer">{link.label}</a>
  )
}

function Header({ settings, pathname }: { settings: Settings; pathname?: string }) {
  const { lang, switchLang } = useLanguage()
  const other = lang === 'EN' ? 'ID' : 'EN'
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={localizePath('/', lang)} className="brand">
          {settings.logo?.url ? <img src={mediaPath(settings.logo.url)} alt="" width={40} height={40} /> : null}
          <span>{settings.brandName}</span>
        </Link>
        <nav aria-label={t(lang, 'mainNavigation')} className="main-nav">
          <ul>
            {settings.navigation?.map((item, i) => (
              <li key={i}>
                <CmsLink link={item!} />
                {item?.children?.length ? (
                  <ul className="main-nav__sub">
                    {item.children.map((child, j) => (
                      <li key={j}><CmsLink link={child!} /></li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <HeaderTools pathname={pathname} />
        <button type="button" className="lang-switch" lang={localeOf(other)} onClick={() => switchLang(other)}
          aria-label={`${t(lang, 'switchLanguageShort')} · ${t(lang, 'switchLanguage')}`}>
          {t(lang, 'switchLanguageShort')}
        </button>
      </div>
    </header>
  )
}

function Footer({ settings }: { settings: Settings }) {
  const { lang } = useLanguage()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{settings.brandName}</p>
          {settings.tagline ? <p>{settings.tagline}</p> : null}
          {settings.contact?.address ? <address>{settings.contact.address}</address> : null}
          {settings.contact?.phone ? <p><a href={`tel:${settings.contact.phone}`}>{settings.contact.phone}</a></p> : null}
          {settings.contact?.email ? <p><a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a></p> : null}
        </div>
        {settings.footerColumns?.map((column, i) => (
          <div key={i}>
            <h2 className="site-footer__heading">{column?.heading}</h2>
            <ul>{column?.links?.map((link, j) => <li key={j}><CmsLink link={link!} /></li>)}</ul>
          </div>
        ))}
        {settings.socialLinks?.length ? (
          <div>
            <h2 className="site-footer__heading">{t(lang, 'followUs')}</h2>
            <ul>
              {settings.socialLinks.map((s, i) => (
                <li key={i}><a href={s!.url!} rel="noopener noreferrer">{s!.platform}</a></li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {settings.copyright ? <p className="container site-footer__copy">{settings.copyright}</p> : null}
    </footer>
  )
}

/** Header, navigation and footer from the CMS's site settings, in the page's language. */
export function Layout({ children, pathname }: { children: ReactNode; pathname?: string }) {
  const { lang } = useLanguage()
  const data = useStaticQuery<Queries.LayoutSettingsQuery>(graphql`
    query LayoutSettings {
      en: cmsSiteSetting(locale: { eq: "en" }) { ...SiteChrome }
      id: cmsSiteSetting(locale: { eq: "id" }) { ...SiteChrome }
    }
  `)
  const settings = (lang === 'ID' ? data.id : data.en) as Settings
  return (
    <>
      <a className="skip-link" href="#main">{t(lang, 'skipToContent')}</a>
      <Header settings={settings} pathname={pathname} />
      <SiteNotices />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer settings={settings} />
      <PopupBanner banner={settings.popupBanner} />
    </>
  )
}
