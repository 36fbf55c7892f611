import { graphql } from 'gatsby'
import { translator } from '../lib/i18n'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { LocationDetails } from './LocationDetails'
import { RichText } from './RichText'
import { facilityDetailsStrings } from './FacilityDetails.strings'

const text = translator(facilityDetailsStrings)

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
    location {
      lat
      lng
    }
    category {
      title
      slug
    }
    image {
      ...CmsImage
    }
    meta {
      description
      image {
        url
      }
    }
  }
`

/** A facility: category, practical facts, description and where it is. */
export function FacilityDetails({ facility }: { facility: Queries.FacilityDetailsFragment }) {
  const { lang } = useLanguage()
  return (
    <>
      <dl className="facts">
        {facility.category?.title ? (
          <div>
            <dt>{text(lang, 'category')}</dt>
            <dd className="facility__category">{facility.category.title}</dd>
          </div>
        ) : null}
        {facility.openingHours ? (
          <div>
            <dt>{text(lang, 'openingHours')}</dt>
            <dd>{facility.openingHours}</dd>
          </div>
        ) : null}
        {facility.phone ? (
          <div>
            <dt>{text(lang, 'phone')}</dt>
            <dd>
              <a href={`tel:${facility.phone.replace(/\s+/g, '')}`}>{facility.phone}</a>
            </dd>
          </div>
        ) : null}
        {facility.website ? (
          <div>
            <dt>{text(lang, 'website')}</dt>
            <dd>
              <a href={facility.website} rel="noopener noreferrer">
                {facility.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <CmsImage image={facility.image} sizes="(min-width: 880px) 820px, 100vw" className="detail__image" />
      <RichText content={facility.description} />
      <LocationDetails
        headingId="location-heading"
        address={facility.address}
        lat={facility.location?.lat}
        lng={facility.location?.lng}
      />
    </>
  )
}
