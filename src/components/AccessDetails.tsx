import { graphql } from 'gatsby'
import { t, type Lang, type MessageKey } from '../lib/i18n'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { LocationDetails } from './LocationDetails'
import { RichText } from './RichText'

export const query = graphql`
  fragment AccessDetails on CMS_AccessRoute {
    title
    slug
    mode
    summary
    travelTime
    steps { text }
    description
    location { lat lng }
    image { ...CmsImage }
    meta { description image { url } }
  }
`

const modeKeys: Record<string, MessageKey> = {
  road: 'dvModeRoad', toll: 'dvModeToll', train: 'dvModeTrain', bus: 'dvModeBus', airport: 'dvModeAirport',
}
export const accessModeLabel = (mode: string | null | undefined, lang: Lang) => (mode && modeKeys[mode] ? t(lang, modeKeys[mode]) : mode ?? '')

/** How to reach the city by one route: mode, travel time, the steps and where it arrives. */
export function AccessDetails({ route }: { route: Queries.AccessDetailsFragment }) {
  const { lang } = useLanguage()
  const steps = (route.steps ?? []).filter((s) => s?.text)
  return (
    <>
      <dl className="facts">
        <div><dt>{t(lang, 'dvMode')}</dt><dd className="access__mode">{accessModeLabel(route.mode, lang)}</dd></div>
        {route.travelTime ? <div><dt>{t(lang, 'dvTravelTime')}</dt><dd>{route.travelTime}</dd></div> : null}
      </dl>
      <CmsImage image={route.image} sizes="(min-width: 880px) 820px, 100vw" className="detail__image" />
      {steps.length ? (
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading">{t(lang, 'dvSteps')}</h2>
          <ol className="steps">{steps.map((s, i) => <li key={i}>{s.text}</li>)}</ol>
        </section>
      ) : null}
      <RichText content={route.description} />
      <LocationDetails headingId="location-heading" lat={route.location?.lat} lng={route.location?.lng} />
    </>
  )
}
