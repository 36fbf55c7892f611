import { graphql, Link } from 'gatsby'
import { facilityPath, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'

export const query = graphql`
  fragment FacilityCard on CMS_Facility {
    id
    slug
    title
    summary
    category {
      title
    }
    image {
      ...CmsImage
    }
  }
`

/** A facility as a small card: near a development, or anywhere a list of facilities is shown. */
export function FacilityCard({ facility }: { facility: Queries.FacilityCardFragment }) {
  const { lang } = useLanguage()
  return (
    <article className="card card--small">
      <CmsImage image={facility.image} sizes="(min-width: 960px) 25vw, 100vw" className="card__image" />
      <div className="card__body">
        {facility.category?.title ? <p className="eyebrow">{facility.category.title}</p> : null}
        <h3 className="card__title">
          <Link to={localizePath(facilityPath(facility.slug!), lang)}>{facility.title}</Link>
        </h3>
        <p>{facility.summary}</p>
      </div>
    </article>
  )
}
