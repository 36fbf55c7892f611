import { lazy, useRef } from 'react'
import { Link } from 'gatsby'
import { translator } from '../lib/i18n'
import { contactPath, localizePath } from '../lib/routes'
import { LazyPart } from './LazyPart'
import { useLanguage } from './LanguageProvider'
import { useKeptOffline } from './useKeptOffline'
import { useNearViewport } from './useNearViewport'
import { visitBookingStrings } from './VisitBooking.strings'

const text = translator(visitBookingStrings)

// The form's code (and its checks) comes when the visitor gets near it, or once the page is idle
// and kept for offline use.
const loadVisitBookingForm = () => import(/* webpackChunkName: "visit-booking-form" */ './VisitBookingForm')
const VisitBookingForm = lazy(loadVisitBookingForm)

/**
 * The site-visit section of a development's page (#visit): the form that books a visit to its
 * marketing gallery, with the times the CMS offers live (the static page holds none). Until its
 * code has loaded, and without JavaScript, the section offers the contact page instead.
 */
export function DevelopmentVisit({ project }: { project: { id: number; title: string } }) {
  const { lang } = useLanguage()
  const holder = useRef<HTMLDivElement>(null)
  const near = useNearViewport(holder, '600px')
  useKeptOffline(loadVisitBookingForm)
  const fallback = (
    <p className="enquiry__actions">
      <Link className="button" to={localizePath(contactPath, lang)}>
        {text(lang, 'contactSalesTeam')}
      </Link>
    </p>
  )
  return (
    <section id="visit" className="enquiry" aria-labelledby="visit-heading" data-pagefind-ignore>
      <h2 id="visit-heading">{text(lang, 'heading')}</h2>
      <p>{text(lang, 'intro', { title: project.title })}</p>
      <div ref={holder} className="enquiry__form">
        {near ? (
          <LazyPart fallback={fallback}>
            <VisitBookingForm project={project} />
          </LazyPart>
        ) : (
          fallback
        )}
      </div>
    </section>
  )
}
