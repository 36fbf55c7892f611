import { Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import { categoryLabel, formatDate, newsCategories, t, translator, type Lang } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'
import { newsListStrings } from './news-list.strings'
import { listStrings } from '../components/ListPager.strings'

const text = translator(newsListStrings)
const listText = translator(listStrings)

type Posts = NonNullable<PageContext['posts']>

/** The list's name; an archive page adds the dates of its articles (oldest first in `posts`). */
const listTitle = (lang: Lang, { category, archive }: PageContext, posts: Posts) => {
  const name = category ? `${t(lang, 'news')}: ${categoryLabel(category, lang)}` : t(lang, 'news')
  const [first, last] = [posts[0]?.publishedAt, posts[posts.length - 1]?.publishedAt]
  return archive && first && last ? `${name} · ${formatDate(first, lang)} – ${formatDate(last, lang)}` : name
}

/**
 * A page of a news list. Its articles come in the page's context (gatsby-node createNewsPages),
 * not from a query of the posts: Gatsby runs such a query again on every page of every list
 * whenever any article changes; a context changes only on the pages whose cards change.
 */
export default function NewsList({ pageContext }: PageProps<object, PageContext>) {
  const { lang } = useLanguage()
  const { category = null, archive = null, older = null, newer = null, posts = [] } = pageContext
  const to = (n: number | null) => localizePath(newsListPath(category, n), lang)
  return (
    <div className="container section">
      <h1>{listTitle(lang, pageContext, posts)}</h1>
      <nav aria-label={text(lang, 'category')} className="chips">
        <ul>
          {[null, ...newsCategories].map((c) => (
            <li key={c ?? 'all'}>
              <Link
                to={localizePath(newsListPath(c), lang)}
                aria-current={c === category && !archive ? 'page' : undefined}
              >
                {c ? categoryLabel(c, lang) : text(lang, 'allNews')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid">
        {[...posts].reverse().map((p) => (
          <NewsCard key={p.id} post={p} level={2} />
        ))}
      </div>
      {archive || older ? (
        <nav className="pagination" aria-label={listText(lang, 'page')}>
          {archive ? (
            <Link rel="prev" to={to(newer)}>
              {text(lang, 'newerNews')}
            </Link>
          ) : null}
          {older ? (
            <Link rel="next" to={to(older)}>
              {text(lang, 'olderNews')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p>
        <a href={`${localizePath('/', lang)}rss.xml`}>{text(lang, 'rssFeed')}</a>
      </p>
    </div>
  )
}

export function Head({ location, pageContext }: HeadProps<object, PageContext>) {
  return <Seo title={listTitle(pageContext.lang, pageContext, pageContext.posts ?? [])} path={location.pathname} />
}
