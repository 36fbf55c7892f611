import { graphql } from 'gatsby'
import { accessModeLabel, translator } from '../lib/i18n'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { LocationDetails } from './LocationDetails'
import { RichText } from './RichText'
import { accessDetailsStrings } from './AccessDetails.strings'

const text = translator(accessDetailsStrings)

export const query = graphql`
  fragment AccessDetails on CMS_AccessRoute {
    title
    slug
    mode
    summary
    travelTime
    steps {
      text
    }
    description
    location {
      lat
      lng
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

/** How to reach the city by one route: mode, travel time, the steps and where it arrives. */
export function AccessDetails({ route }: { route: Queries.AccessDetailsFragment }) {
  const { lang } = useLanguage()
  const steps = (route.steps ?? []).filter((s) => s?.text)
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{text(lang, 'by')}</dt>
          <dd className="access__mode">{accessModeLabel(route.mode, lang)}</dd>
        </div>
        {route.travelTime ? (
          <div>
            <dt>{text(lang, 'travelTime')}</dt>
            <dd>{route.travelTime}</dd>
          </div>
        ) : null}
      </dl>
      <CmsImage image={route.image} sizes="(min-width: 880px) 820px, 100vw" className="detail__image" />
      {steps.length ? (
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading">{text(lang, 'stepByStep')}</h2>
          <ol className="steps">
            {steps.map((s, i) => (
              <li key={i}>{s!.text}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <RichText content={route.description} />
      <LocationDetails headingId="location-heading" lat={route.location?.lat} lng={route.location?.lng} />
    </>
  )
}
