import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CompareUnits } from '../components/CompareUnits'
import { useLanguage } from '../components/LanguageProvider'
import { MortgageOpener } from '../components/MortgageOpener'
import { Seo } from '../components/Seo'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { brandName, siteURL } from '../lib/config'
import { compareUnitPath } from '../lib/routes'
import { unitOfferJsonLd } from '../lib/structured-data'
import { compareStrings } from '../components/CompareUnits.strings'
import '../styles/developments.css'

const text = translator(compareStrings)

type Data = Queries.CompareUnitPageQuery
/** From createDevelopmentPages: the unit type a /compare-unit/{id}/ page starts with. */
export type CompareContext = PageContext & { start?: string | null }

export default function CompareUnit({ data, pageContext, location }: PageProps<Data, CompareContext>) {
  const { lang } = useLanguage()
  const units = data.units.nodes.filter((u): u is NonNullable<typeof u> => Boolean(u?.slug))
  const startUnit = units.find((u) => u.slug === pageContext.start)
  return (
    <div className="container section compare-page">
      <Breadcrumbs
        items={
          startUnit
            ? [{ label: text(lang, 'title'), to: compareUnitPath() }, { label: startUnit.name ?? '' }]
            : [{ label: text(lang, 'title') }]
        }
      />
      <h1>{text(lang, 'title')}</h1>
      <p className="lead">{text(lang, 'intro')}</p>
      <CompareUnits units={units} start={pageContext.start} pathname={location.pathname} />
      {startUnit?.price ? <MortgageOpener units={[{ name: startUnit.name ?? '', price: startUnit.price }]} /> : null}
    </div>
  )
}

export const query = graphql`
  query CompareUnitPage($locale: String!) {
    units: allCmsUnitType(filter: { locale: { eq: $locale } }, sort: { price: ASC }) {
      nodes {
        ...CompareUnit
      }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, CompareContext>) {
  const start = data.units.nodes.find((u) => u.slug === pageContext.start)
  const title = start ? `${text(pageContext.lang, 'title')}: ${start.name}` : text(pageContext.lang, 'title')
  const offer = start
    ? unitOfferJsonLd({
        name: `${start.name} · ${start.project?.title ?? ''}`,
        price: start.price,
        description: start.description,
        brand: brandName,
        url: `${siteURL}${location.pathname}`,
      })
    : null
  return (
    <Seo
      title={title}
      description={text(pageContext.lang, 'intro')}
      path={location.pathname}
      jsonLd={offer ?? undefined}
    />
  )
}
