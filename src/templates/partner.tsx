import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { useLanguage } from '../components/LanguageProvider'
import { PartnerDetails } from '../components/PartnerDetails'
import { Seo } from '../components/Seo'
import { siteURL } from '../lib/config'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { mediaPath, partnersPath } from '../lib/routes'
import { partnerStrings } from './partners.strings'
import '../styles/developments.css'

const text = translator(partnerStrings)

type Data = Queries.PartnerQuery

export default function Partner({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const partner = data.partner!
  return (
    <article className="container section detail partner">
      <Breadcrumbs items={[{ label: text(lang, 'ourPartners'), to: partnersPath }, { label: partner.title ?? '' }]} />
      <p className="eyebrow">{partner.sector}</p>
      <h1>{partner.title}</h1>
      <p className="lead">{partner.summary}</p>
      <PartnerDetails partner={partner} />
    </article>
  )
}

export const query = graphql`
  query Partner($id: Int!, $locale: String!) {
    partner: cmsPartner(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...PartnerDetails
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const p = data.partner!
  const logo = mediaPath(p.logo?.url)
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: p.title,
    description: p.summary,
    url: p.website ?? `${siteURL}${location.pathname}`,
    ...(logo ? { logo: `${siteURL}${logo}` } : {}),
  }
  return (
    <Seo
      title={p.title!}
      description={p.meta?.description ?? p.summary}
      image={p.meta?.image?.url ?? p.logo?.url}
      path={location.pathname}
      jsonLd={ld}
    />
  )
}
