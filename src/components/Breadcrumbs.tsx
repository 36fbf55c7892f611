import { Link } from 'gatsby'
import { t } from '../lib/i18n'
import { localizePath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'

export type Crumb = { label: string; to?: string }

/** "Home / … / this page": links in the page's language; the last item is the current page. */
export function Breadcrumbs({ items, className = 'breadcrumbs' }: { items: Crumb[]; className?: string }) {
  const { lang } = useLanguage()
  const all: Crumb[] = [{ label: t(lang, 'home'), to: '/' }, ...items]
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol>
        {all.map((c, i) => (
          <li key={i}>
            {c.to && i < all.length - 1 ? <Link to={localizePath(c.to, lang)}>{c.label}</Link> : <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
