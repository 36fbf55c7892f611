import { graphql, Link } from 'gatsby'
import { kindLabel, translator } from '../lib/i18n'
import { developmentPath, kindSegment, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { RichText } from './RichText'
import { partnerDetailsStrings } from './PartnerDetails.strings'
import { facilityDetailsStrings } from './FacilityDetails.strings'

const text = translator(partnerDetailsStrings)
const facilityDetailsText = translator(facilityDetailsStrings)

export const query = graphql`
  fragment PartnerDetails on CMS_Partner {
    title
    slug
    sector
    summary
    description
    website
    logo {
      ...CmsImage
    }
    projects {
      id
      slug
      kind
      title
    }
    meta {
      description
      image {
        url
      }
    }
  }
`

/** A partner: logo, sector, what it does in the city and the developments it works on. */
export function PartnerDetails({ partner }: { partner: Queries.PartnerDetailsFragment }) {
  const { lang } = useLanguage()
  const projects = (partner.projects ?? []).filter((p): p is NonNullable<typeof p> => Boolean(p))
  return (
    <>
      <div className="partner__head">
        <CmsImage image={partner.logo} sizes="240px" className="partner__logo" />
        <dl className="facts">
          <div>
            <dt>{text(lang, 'sector')}</dt>
            <dd className="partner__sector">{partner.sector}</dd>
          </div>
          {partner.website ? (
            <div>
              <dt>{facilityDetailsText(lang, 'website')}</dt>
              <dd>
                <a href={partner.website} rel="noopener noreferrer">
                  {partner.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <RichText content={partner.description} />
      {projects.length ? (
        <section aria-labelledby="partner-projects-heading">
          <h2 id="partner-projects-heading">{text(lang, 'developmentsWithPartner')}</h2>
          <ul className="link-list">
            {projects.map((p) => (
              <li key={p.id}>
                <Link to={localizePath(developmentPath(p.kind, p.slug!), lang)}>{p.title}</Link>{' '}
                <span className="meta">({kindLabel(kindSegment(p.kind), lang)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
