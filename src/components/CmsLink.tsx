import { Link } from 'gatsby'
import { isInternal, localizePath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'

type NavLink = { label: string | null; url: string | null }

/** A CMS link: site paths get the current language's prefix; other addresses open as they are. */
export function CmsLink({ link, className }: { link: NavLink; className?: string }) {
  const { lang } = useLanguage()
  if (!link.url) return null
  return isInternal(link.url) ? (
    <Link to={localizePath(link.url, lang)} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.url} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  )
}
