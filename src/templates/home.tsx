import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { RenderBlocks } from '../blocks'
import { useLanguage } from '../components/LanguageProvider'
import { NewsCard } from '../components/NewsCard'
import { ProjectCard } from '../components/ProjectCard'
import { StaticPart } from '../components/StaticPart'
import { StockWidget } from '../components/StockWidget'
import { organizationJsonLd, Seo } from '../components/Seo'
import { brandName } from '../lib/config'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'
import { homeStrings } from './home.strings'

const text = translator(homeStrings)

type Data = Queries.HomeQuery

export default function Home({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const home = data.home
  const layout = home?.layout ?? []
  // A cover that opens the layout is the page's hero (its heading the h1); the other blocks follow
  // the featured developments and news.
  const opensWithCover = layout[0]?.__typename === 'CMS_CoverBlock'
  return (
    <>
      {opensWithCover ? (
        <RenderBlocks blocks={layout.slice(0, 1)} leadsPage />
      ) : (
        <StaticPart as="section" className="hero">
          {() => (
            <div className="hero__content container">
              <h1>{home?.title ?? brandName}</h1>
              {home?.intro ? <p className="hero__lead">{home.intro}</p> : null}
            </div>
          )}
        </StaticPart>
      )}
      <StaticPart as="section" className="section container" aria-labelledby="featured-heading">
        {() => (
          <>
            <h2 id="featured-heading">{text(lang, 'featuredDevelopments')}</h2>
            <div className="grid">
              {data.projects.nodes.map((p) => (
                <ProjectCard key={p.id} project={p} />
              ))}
            </div>
          </>
        )}
      </StaticPart>
      <StaticPart as="section" className="section container" aria-labelledby="news-heading">
        {() => (
          <>
            <h2 id="news-heading">{text(lang, 'latestNews')}</h2>
            <div className="grid">
              {data.posts.nodes.map((p) => (
                <NewsCard key={p.id} post={p} />
              ))}
            </div>
            <p>
              <Link to={localizePath(newsListPath(), lang)} className="button button--ghost">
                {text(lang, 'allNews')}
              </Link>
            </p>
          </>
        )}
      </StaticPart>
      <RenderBlocks blocks={opensWithCover ? layout.slice(1) : layout} startIndex={opensWithCover ? 1 : 0} />
      <StockWidget />
    </>
  )
}

export const query = graphql`
  query Home($locale: String!) {
    home: cmsPage(slug: { eq: "home" }, locale: { eq: $locale }) {
      title
      intro
      meta {
        description
        image {
          url
        }
      }
      layout {
        ...PageBlocks
      }
    }
    projects: allCmsProject(
      filter: { featured: { eq: true }, locale: { eq: $locale } }
      limit: 6
      sort: { title: ASC }
    ) {
      nodes {
        ...ProjectCard
      }
    }
    posts: allCmsPost(filter: { locale: { eq: $locale } }, limit: 3, sort: { publishedAt: DESC }) {
      nodes {
        ...NewsCard
      }
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const home = data.home
  return (
    <Seo
      title={brandName}
      description={home?.meta?.description}
      image={home?.meta?.image?.url}
      path={location.pathname}
      jsonLd={organizationJsonLd()}
    />
  )
}
