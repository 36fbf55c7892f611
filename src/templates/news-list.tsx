import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import { categoryLabel, newsCategories, t, type Lang } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'

type Data = Queries.NewsListQuery

const listTitle = (lang: Lang, { category, page = 1 }: PageContext) =>
  (category ? `${t(lang, 'news')}: ${categoryLabel(category, lang)}` : t(lang, 'news')) +
  (page > 1 ? ` · ${t(lang, 'page')} ${page}` : '')

export default function NewsList({ data, pageContext }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const { category = null, page = 1, numPages = 1 } = pageContext
  const to = (n: number) => localizePath(newsListPath(n, category), lang)
  return (
    <div className="container section">
      <h1>{listTitle(lang, pageContext)}</h1>
      <nav aria-label={t(lang, 'newsCategory')} className="chips">
        <ul>
          {[null, ...newsCategories].map((c) => (
            <li key={c ?? 'all'}>
              <Link to={localizePath(newsListPath(1, c), lang)} aria-current={c === category ? 'page' : undefined}>
                {c ? categoryLabel(c, lang) : t(lang, 'allCategories')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid">
        {data.posts.nodes.map((p) => <NewsCard key={p.id} post={p} level={2} />)}
      </div>
      {numPages > 1 ? (
        <nav className="pagination" aria-label={t(lang, 'page')}>
          {page > 1 ? <Link rel="prev" to={to(page - 1)}>{t(lang, 'previous')}</Link> : null}
          <span>{t(lang, 'page')} {page} / {numPages}</span>
          {page < numPages ? <Link rel="next" to={to(page + 1)}>{t(lang, 'next')}</Link> : null}
        </nav>
      ) : null}
      <p><a href={`${localizePath('/', lang)}rss.xml`}>{t(lang, 'rssFeed')}</a></p>
    </div>
  )
}

export const query = graphql`
  query NewsList($locale: String!, $limit: Int!, $skip: Int!, $categories: [CMS_Post_category]) {
    posts: allCmsPost(filter: { locale: { eq: $locale }, category: { in: $categories } }, limit: $limit, skip: $skip, sort: { publishedAt: DESC }) {
      nodes { ...NewsCard }
    }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, PageContext>) {
  return <Seo title={listTitle(pageContext.lang, pageContext)} path={location.pathname} />
}
