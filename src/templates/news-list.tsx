import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import { t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'

type Data = Queries.NewsListQuery

export default function NewsList({ data, pageContext }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const page = pageContext.page ?? 1
  const numPages = pageContext.numPages ?? 1
  return (
    <div className="container section">
      <h1>{t(lang, 'news')}</h1>
      <div className="grid">
        {data.cms.Posts?.docs?.map((p) => <NewsCard key={p!.id} post={p!} />)}
      </div>
      {numPages > 1 ? (
        <nav className="pagination" aria-label={t(lang, 'page')}>
          {page > 1 ? <Link rel="prev" to={localizePath(newsListPath(page - 1), lang)}>{t(lang, 'previous')}</Link> : null}
          <span>{t(lang, 'page')} {page} / {numPages}</span>
          {page < numPages ? <Link rel="next" to={localizePath(newsListPath(page + 1), lang)}>{t(lang, 'next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}

export const query = graphql`
  query NewsList($locale: CMS_LocaleInputType!, $limit: Int!, $page: Int!) {
    cms {
      Posts(locale: $locale, limit: $limit, page: $page, sort: "-publishedAt") {
        docs { ...NewsCard }
      }
    }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, PageContext>) {
  const page = pageContext.page ?? 1
  const title = t(pageContext.lang, 'news') + (page > 1 ? ` · ${t(pageContext.lang, 'page')} ${page}` : '')
  return <Seo title={title} path={location.pathname} />
}
