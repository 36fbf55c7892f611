import { graphql, Link } from 'gatsby'
import { kindLabel, t } from '../lib/i18n'
import { developmentPath, kindSegment, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { RichText } from './RichText'

export const query = graphql`
  fragment PartnerDetails on CMS_Partner {
    title
    slug
    sector
    summary
    description
    website
    logo { ...CmsImage }
    projects { id slug kind title }
    meta { description image { url } }
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
          <div><dt>{t(lang, 'dvSector')}</dt><dd className="partner__sector">{partner.sector}</dd></div>
          {partner.website ? <div><dt>{t(lang, 'dvWebsite')}</dt><dd><a href={partner.website} rel="noopener noreferrer">{partner.website.replace(/^https?:\/\//, '')}</a></dd></div> : null}
        </dl>
      </div>
      <RichText content={partner.description} />
      {projects.length ? (
        <section aria-labelledby="partner-projects-heading">
          <h2 id="partner-projects-heading">{t(lang, 'dvPartnerProjects')}</h2>
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
