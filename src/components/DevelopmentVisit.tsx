import { lazy, useEffect } from 'react'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { SalesFormPart } from './SalesFormPart'
import { visitBookingStrings } from './VisitBooking.strings'

const text = translator(visitBookingStrings)

const loadVisitBookingForm = () => import(/* webpackChunkName: "visit-booking-form" */ './VisitBookingForm')
const VisitBookingForm = lazy(loadVisitBookingForm)

/** The section's id: the page's "Book a visit" links jump to it. */
export const visitSectionId = 'visit'

/**
 * The site-visit section of a development's page (#visit): the form that books a visit to its
 * marketing gallery, with the times the CMS offers live (the static page holds none), loaded near
 * the viewport (src/components/SalesFormPart.tsx), and as soon as a link asks for the section.
 */
export function DevelopmentVisit({ project }: { project: { id: number; title: string } }) {
  const { lang } = useLanguage()
  useEffect(() => {
    const asked = () => {
      if (window.location.hash === `#${visitSectionId}`) void loadVisitBookingForm().catch(() => {})
    }
    asked()
    window.addEventListener('hashchange', asked)
    return () => window.removeEventListener('hashchange', asked)
  }, [])
  return (
    <section id={visitSectionId} tabIndex={-1} className="enquiry" aria-labelledby="visit-heading" data-pagefind-ignore>
      <h2 id="visit-heading">{text(lang, 'heading')}</h2>
      <p>{text(lang, 'intro', { title: project.title })}</p>
      <SalesFormPart load={loadVisitBookingForm}>
        <VisitBookingForm project={project} />
      </SalesFormPart>
    </section>
  )
}
