import { lazy, useRef } from 'react'
import { Link } from 'gatsby'
import { translator } from '../lib/i18n'
import { contactPath, localizePath, subscribePath } from '../lib/routes'
import type { EnquiryUnit } from './EnquiryForm'
import { LazyPart } from './LazyPart'
import { useLanguage } from './LanguageProvider'
import { useKeptOffline } from './useKeptOffline'
import { useNearViewport } from './useNearViewport'
import { developmentEnquiryStrings } from './DevelopmentEnquiry.strings'

const text = translator(developmentEnquiryStrings)

// The form's code (and its checks) comes when the visitor gets near it, or once the page is idle
// and kept for offline use.
const loadEnquiryForm = () => import(/* webpackChunkName: "enquiry-form" */ './EnquiryForm')
const EnquiryForm = lazy(loadEnquiryForm)

/**
 * The enquiry section of a development's page (#enquiry): the form that sends a buyer's enquiry
 * to the development's sales team. Until its code has loaded (and without JavaScript, or offline
 * when the code was not kept) the section offers the contact page instead.
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
  useKeptOffline(loadEnquiryForm)
  const fallback = (
    <p className="enquiry__actions">
      <Link className="button" to={localizePath(contactPath, lang)}>
        {text(lang, 'contactSalesTeam')}
      </Link>
    </p>
  )
  return (
    <section id="enquiry" className="enquiry" aria-labelledby="enquiry-heading" data-pagefind-ignore>
      <h2 id="enquiry-heading">{text(lang, 'interestedIn', { title: project.title })}</h2>
      <p>{text(lang, 'askSalesTeam')}</p>
      <div ref={holder} className="enquiry__form">
        {near ? (
          <LazyPart fallback={fallback}>
            <EnquiryForm project={project} units={units} />
          </LazyPart>
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
