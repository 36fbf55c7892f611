import type { ReactNode } from 'react'
import { t } from '../lib/i18n'
import { mapLink } from '../lib/routes'
import { useLanguage } from './LanguageProvider'

type Props = { address?: string | null; lat?: number | null; lng?: number | null; headingId: string; children?: ReactNode }

/** Address, coordinates and a link to the map; `children` (a lazily loaded map) below them. */
export function LocationDetails({ address, lat, lng, headingId, children }: Props) {
  const { lang } = useLanguage()
  const hasPoint = typeof lat === 'number' && typeof lng === 'number'
  return (
    <section className="location" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(lang, 'location')}</h2>
      <dl className="location__facts">
        {address ? <div><dt>{t(lang, 'address')}</dt><dd><address>{address}</address></dd></div> : null}
        {hasPoint ? (
          <div>
            <dt>{t(lang, 'dvCoordinates')}</dt>
            <dd className="location__coords">{lat.toFixed(5)}, {lng.toFixed(5)}</dd>
          </div>
        ) : null}
      </dl>
      {hasPoint ? (
        <p>
          <a className="button button--ghost location__map" href={mapLink(lat, lng)} rel="noopener noreferrer">
            {t(lang, 'dvViewOnMap')}
          </a>
        </p>
      ) : null}
      {children}
    </section>
  )
}
