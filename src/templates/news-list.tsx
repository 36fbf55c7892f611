import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import { categoryLabel, formatDate, newsCategories, t, type Lang } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'

type Data = Queries.NewsListQuery
type Posts = Data['posts']['nodes']

/** The list's name; an archive page adds the dates of its articles (oldest first in `posts`). */
const listTitle = (lang: Lang, { category, archive }: PageContext, posts: Posts) => {
  const name = category ? `${t(lang, 'news')}: ${categoryLabel(category, lang)}` : t(lang, 'news')
  const [first, last] = [posts[0]?.publishedAt, posts[posts.length - 1]?.publishedAt]
  return archive && first && last ? `${name} · ${formatDate(first, lang)} – ${formatDate(last, lang)}` : name
}

export default function NewsList({ data, pageContext }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const { category = null, archive = null, older = null, newer = null } = pageContext
  const to = (n: number | null) => localizePath(newsListPath(category, n), lang)
  return (
    <div className="container section">
      <h1>{listTitle(lang, pageContext, data.posts.nodes)}</h1>
      <nav aria-label={t(lang, 'newsCategory')} className="chips">
        <ul>
          {[null, ...newsCategories].map((c) => (
            <li key={c ?? 'all'}>
              <Link to={localizePath(newsListPath(c), lang)} aria-current={c === category && !archive ? 'page' : undefined}>
                {c ? categoryLabel(c, lang) : t(lang, 'allCategories')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid">
        {[...data.posts.nodes].reverse().map((p) => <NewsCard key={p.id} post={p} level={2} />)}
      </div>
      {archive || older ? (
        <nav className="pagination" aria-label={t(lang, 'page')}>
          {archive ? <Link rel="prev" to={to(newer)}>{t(lang, 'newerNews')}</Link> : null}
          {older ? <Link rel="next" to={to(older)}>{t(lang, 'olderNews')}</Link> : null}
        </nav>
      ) : null}
      <p><a href={`${localizePath('/', lang)}rss.xml`}>{t(lang, 'rssFeed')}</a></p>
    </div>
  )
}

// Oldest first, so that an archive page's `skip` keeps meaning the same articles as new ones come.
export const query = graphql`
  query NewsList($locale: String!, $limit: Int!, $skip: Int!, $categories: [CMS_Post_category]) {
    posts: allCmsPost(
      filter: { locale: { eq: $locale }, category: { in: $categories } }
      limit: $limit
      skip: $skip
      sort: [{ publishedAt: ASC }, { remoteId: ASC }]
    ) {
      nodes { ...NewsCard }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, PageContext>) {
  return <Seo title={listTitle(pageContext.lang, pageContext, data.posts.nodes)} path={location.pathname} />
}
