import { Link } from 'gatsby'
import { siteURL } from '../lib/config'
import { t } from '../lib/i18n'
import { localizePath } from '../lib/routes'
import { breadcrumbListJsonLd, jsonForScript } from '../lib/structured-data'
import { useLanguage } from './LanguageProvider'
import { StaticPart } from './StaticPart'

export type Crumb = { label: string; to?: string }

/**
 * "Home / … / this page": links in the page's language; the last item is the current page. The
 * same trail goes to search engines as a BreadcrumbList beside it when every step before the
 * current page has an address (schema.org lets the current page's step go without one). Static
 * (StaticPart): the browser keeps the server's HTML.
 */
export function Breadcrumbs({ items, className = 'breadcrumbs' }: { items: Crumb[]; className?: string }) {
  const { lang } = useLanguage()
  const all: Crumb[] = [{ label: t(lang, 'home'), to: '/' }, ...items]
  const complete = all.slice(0, -1).every((c) => c.to)
  const steps = all.map((c, i) => ({
    name: c.label,
    ...(c.to && i < all.length - 1 ? { url: `${siteURL}${localizePath(c.to, lang)}` } : {}),
  }))
  return (
    <StaticPart as="nav" aria-label="Breadcrumb" className={className} data-pagefind-ignore>
      {() => (
        <>
          <ol>
            {all.map((c, i) => (
              <li key={i}>
                {c.to && i < all.length - 1 ? (
                  <Link to={localizePath(c.to, lang)}>{c.label}</Link>
                ) : (
                  <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
          {complete ? (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbListJsonLd(steps)) }}
            />
          ) : null}
        </>
      )}
    </StaticPart>
  )
}
