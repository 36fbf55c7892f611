import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { RenderBlocks } from '../blocks'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { useLanguage } from '../components/LanguageProvider'
import { RichText, richTextHeadings } from '../components/RichText'
import { Seo } from '../components/Seo'
import { t, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, pagePath } from '../lib/routes'
import { pageStrings } from './page.strings'

const text = translator(pageStrings)

type Data = Queries.CmsPageQuery

/** General pages of the CMS at /{page}/ and sub pages at /{page}/{sub}/, built from blocks. */
export default function CmsPage({ data, pageContext }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const page = data.page!
  const parent = page.parent
  const toc = pageContext.variant === 'terms' ? richTextHeadings(page.content) : []
  const inEnglish = contentLang(page.englishOnly, lang)
  return (
    <article
      className={`cms-page${pageContext.variant ? ` cms-page--${pageContext.variant}` : ''}`}
      data-pagefind-body
      data-pagefind-filter="kind:page"
    >
      <header className="page-header">
        <div className="container">
          <nav aria-label={text(lang, 'breadcrumb')} className="breadcrumbs" data-pagefind-ignore>
            <ol>
              <li>
                <Link to={localizePath('/', lang)}>{t(lang, 'home')}</Link>
              </li>
              {parent?.slug ? (
                <li>
                  <Link to={localizePath(pagePath(parent.slug), lang)}>{parent.title}</Link>
                </li>
              ) : null}
              <li>
                <span aria-current="page">{page.title}</span>
              </li>
            </ol>
          </nav>
          <EnglishOnlyNote englishOnly={page.englishOnly} lang={lang} />
          <h1 lang={inEnglish}>{page.title}</h1>
          {page.intro ? (
            <p className="lead" lang={inEnglish}>
              {page.intro}
            </p>
          ) : null}
        </div>
      </header>
      <RenderBlocks blocks={page.layout} />
      {page.content ? (
        <div className={`container section${toc.length ? ' terms' : ''}`} lang={inEnglish}>
          {toc.length ? (
            <nav className="terms__toc" aria-labelledby="toc-heading" data-pagefind-ignore>
              <h2 id="toc-heading">{text(lang, 'onThisPage')}</h2>
              <ol>
                {toc.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <RichText content={page.content} headingIds={toc.length > 0} />
        </div>
      ) : null}
    </article>
  )
}

export const query = graphql`
  query CmsPage($id: Int!, $locale: String!) {
    page: cmsPage(remoteId: { eq: $id }, locale: { eq: $locale }) {
      title
      slug
      englishOnly
      intro
      noindex
      content
      parent: remoteParent {
        title
        slug
      }
      layout {
        ...PageBlocks
      }
      meta {
        description
        image {
          url
        }
      }
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const page = data.page!
  return (
    <Seo
      title={page.title!}
      description={page.meta?.description ?? page.intro}
      image={page.meta?.image?.url}
      path={location.pathname}
      noindex={Boolean(page.noindex)}
    />
  )
}
