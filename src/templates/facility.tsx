import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { FacilityDetails } from '../components/FacilityDetails'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { siteURL } from '../lib/config'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { facilitiesPath, mediaPath } from '../lib/routes'
import { placeJsonLd } from '../lib/structured-data'
import { facilityStrings } from './facilities.strings'
import '../styles/developments.css'

const text = translator(facilityStrings)

type Data = Queries.FacilityQuery

export default function Facility({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const facility = data.facility!
  return (
    <article className="container section detail facility" data-pagefind-body data-pagefind-filter="kind:facility">
      <Breadcrumbs items={[{ label: text(lang, 'facilities'), to: facilitiesPath }, { label: facility.title ?? '' }]} />
      {facility.category?.title ? <p className="eyebrow">{facility.category.title}</p> : null}
      <EnglishOnlyNote englishOnly={facility.englishOnly} lang={lang} />
      <h1 lang={contentLang(facility.englishOnly, lang)}>{facility.title}</h1>
      <p className="lead" lang={contentLang(facility.englishOnly, lang)}>
        {facility.summary}
      </p>
      <FacilityDetails facility={facility} />
    </article>
  )
}

export const query = graphql`
  query Facility($id: Int!, $locale: String!) {
    facility: cmsFacility(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...FacilityDetails
      englishOnly
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const f = data.facility!
  const image = mediaPath(f.meta?.image?.url ?? f.image?.url)
  const ld = placeJsonLd({
    type: 'Place',
    name: f.title!,
    url: `${siteURL}${location.pathname}`,
    description: f.summary,
    address: f.address,
    lat: f.location?.lat,
    lng: f.location?.lng,
    image: image ? `${siteURL}${image}` : null,
    telephone: f.phone,
    extra: f.openingHours ? { openingHours: f.openingHours } : undefined,
  })
  return (
    <Seo
      title={f.title!}
      description={f.meta?.description ?? f.summary}
      image={f.meta?.image?.url ?? f.image?.url}
      path={location.pathname}
      jsonLd={ld}
    />
  )
}
