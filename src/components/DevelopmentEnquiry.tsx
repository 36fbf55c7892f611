import { lazy, Suspense, useRef } from 'react'
import { Link } from 'gatsby'
import { translator } from '../lib/i18n'
import { contactPath, localizePath, subscribePath } from '../lib/routes'
import type { EnquiryUnit } from './EnquiryForm'
import { useLanguage } from './LanguageProvider'
import { useNearViewport } from './useNearViewport'
import { developmentEnquiryStrings } from './DevelopmentEnquiry.strings'

const text = translator(developmentEnquiryStrings)

// The form's code (and its checks) comes only when the visitor gets near it.
const EnquiryForm = lazy(() => import(/* webpackChunkName: "enquiry-form" */ './EnquiryForm'))

/**
 * The enquiry section of a development's page (#enquiry): the form that sends a buyer's enquiry
 * to the development's sales team. Until its code has loaded (and without JavaScript) the section
 * offers the contact page instead.
 */
export function DevelopmentEnquiry({
  project,
  units,
}: {
  project: { id: number; title: string; slug: string }
  units: EnquiryUnit[]
}) {
  const { lang } = useLanguage()
  const holder = useRef<HTMLDivElement>(null)
  const near = useNearViewport(holder, '600px')
  const fallback = (
    <p className="enquiry__actions">
      <Link className="button" to={localizePath(contactPath, lang)}>
        {text(lang, 'contactSalesTeam')}
      </Link>
    </p>
  )
  return (
    <section id="enquiry" className="enquiry" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">{text(lang, 'interestedIn', { title: project.title })}</h2>
      <p>{text(lang, 'askSalesTeam')}</p>
      <div ref={holder} className="enquiry__form">
        {near ? (
          <Suspense fallback={fallback}>
            <EnquiryForm project={project} units={units} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
      <p className="enquiry__actions">
        <Link className="button button--ghost" to={localizePath(subscribePath(project.slug), lang)}>
          {text(lang, 'getUpdates')}
        </Link>
      </p>
    </section>
  )
}
