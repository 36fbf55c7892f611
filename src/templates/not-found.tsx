import { Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath } from '../lib/routes'

export default function NotFound(_: PageProps<object, PageContext>) {
  const { lang } = useLanguage()
  return (
    <div className="container section not-found">
      <h1>{t(lang, 'notFoundTitle')}</h1>
      <p>{t(lang, 'notFoundText')}</p>
      <p><Link className="button" to={localizePath('/', lang)}>{t(lang, 'backHome')}</Link></p>
    </div>
  )
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  const lang = pageContext.lang ?? 'EN'
  return <Seo title={t(lang, 'notFoundTitle')} path={lang === 'ID' ? '/id/404/' : '/404/'} noindex />
}
