import type { ReactNode } from 'react'
import { translator } from '../lib/i18n'
import { mapLink } from '../lib/routes'
import { useLanguage } from './LanguageProvider'
import { locationStrings } from './LocationDetails.strings'

const text = translator(locationStrings)

type Props = {
  address?: string | null
  lat?: number | null
  lng?: number | null
  headingId: string
  children?: ReactNode
}

/** Address, coordinates and a link to the map; `children` (a lazily loaded map) below them. */
export function LocationDetails({ address, lat, lng, headingId, children }: Props) {
  const { lang } = useLanguage()
  const hasPoint = typeof lat === 'number' && typeof lng === 'number'
  return (
    <section className="location" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(lang, 'location')}</h2>
      <dl className="location__facts">
        {address ? (
          <div>
            <dt>{text(lang, 'address')}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
        ) : null}
        {hasPoint ? (
          <div data-pagefind-ignore>
            <dt>{text(lang, 'coordinates')}</dt>
            <dd className="location__coords">
              {lat.toFixed(5)}, {lng.toFixed(5)}
            </dd>
          </div>
        ) : null}
      </dl>
      {hasPoint ? (
        <p data-pagefind-ignore>
          <a className="button button--ghost location__map" href={mapLink(lat, lng)} rel="noopener noreferrer">
            {text(lang, 'viewOnMap')}
          </a>
        </p>
      ) : null}
      {children}
    </section>
  )
}
