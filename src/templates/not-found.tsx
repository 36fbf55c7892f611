import { Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { t, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, splitLangPath } from '../lib/routes'
import { notFoundStrings } from './not-found.strings'

const text = translator(notFoundStrings)

export default function NotFound(_: PageProps<object, PageContext>) {
  const { lang } = useLanguage()
  return (
    <div className="container section not-found">
      <h1>{text(lang, 'title')}</h1>
      <p>{text(lang, 'text')}</p>
      <p>
        <Link className="button" to={localizePath('/', lang)}>
          {t(lang, 'backHome')}
        </Link>
      </p>
    </div>
  )
}

/** In the address's language: Gatsby shows this page (as /404.html) for any address without a page. */
export function Head({ location }: HeadProps<object, PageContext>) {
  const { lang } = splitLangPath(location.pathname)
  return <Seo title={text(lang, 'title')} path={lang === 'ID' ? '/id/404/' : '/404/'} noindex />
}
