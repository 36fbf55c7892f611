import { graphql } from 'gatsby'
import { t } from '../lib/i18n'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { LocationDetails } from './LocationDetails'
import { RichText } from './RichText'

export const query = graphql`
  fragment FacilityDetails on CMS_Facility {
    title
    slug
    summary
    description
    address
    openingHours
    phone
    website
    location { lat lng }
    category { title slug }
    image { ...CmsImage }
    meta { description image { url } }
  }
`

/** A facility: category, practical facts, description and where it is. */
export function FacilityDetails({ facility }: { facility: Queries.FacilityDetailsFragment }) {
  const { lang } = useLanguage()
  return (
    <>
      <dl className="facts">
        {facility.category?.title ? <div><dt>{t(lang, 'dvCategory')}</dt><dd className="facility__category">{facility.category.title}</dd></div> : null}
        {facility.openingHours ? <div><dt>{t(lang, 'dvOpeningHours')}</dt><dd>{facility.openingHours}</dd></div> : null}
        {facility.phone ? <div><dt>{t(lang, 'dvPhone')}</dt><dd><a href={`tel:${facility.phone.replace(/\s+/g, '')}`}>{facility.phone}</a></dd></div> : null}
        {facility.website ? <div><dt>{t(lang, 'dvWebsite')}</dt><dd><a href={facility.website} rel="noopener noreferrer">{facility.website.replace(/^https?:\/\//, '')}</a></dd></div> : null}
      </dl>
      <CmsImage image={facility.image} sizes="(min-width: 880px) 820px, 100vw" className="detail__image" />
      <RichText content={facility.description} />
      <LocationDetails headingId="location-heading" address={facility.address} lat={facility.location?.lat} lng={facility.location?.lng} />
    </>
  )
}
