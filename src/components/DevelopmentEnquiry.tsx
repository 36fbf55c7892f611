import { lazy } from 'react'
import { Link } from 'gatsby'
import { translator } from '../lib/i18n'
import { localizePath, subscribePath } from '../lib/routes'
import type { EnquiryUnit } from './EnquiryForm'
import { useLanguage } from './LanguageProvider'
import { SalesFormPart } from './SalesFormPart'
import { developmentEnquiryStrings } from './DevelopmentEnquiry.strings'

const text = translator(developmentEnquiryStrings)

const loadEnquiryForm = () => import(/* webpackChunkName: "enquiry-form" */ './EnquiryForm')
const EnquiryForm = lazy(loadEnquiryForm)

/**
 * The enquiry section of a development's page (#enquiry): the form that sends a buyer's enquiry
 * to the development's sales team, loaded near the viewport (src/components/SalesFormPart.tsx).
 */
export function DevelopmentEnquiry({
  project,
  units,
}: {
  project: { id: number; title: string; slug: string }
  units: EnquiryUnit[]
}) {
  const { lang } = useLanguage()
  return (
    <section id="enquiry" tabIndex={-1} className="enquiry" aria-labelledby="enquiry-heading" data-pagefind-ignore>
      <h2 id="enquiry-heading">{text(lang, 'interestedIn', { title: project.title })}</h2>
      <p>{text(lang, 'askSalesTeam')}</p>
      <SalesFormPart load={loadEnquiryForm}>
        <EnquiryForm project={project} units={units} />
      </SalesFormPart>
      <p className="enquiry__actions">
        <Link className="button button--ghost" to={localizePath(subscribePath(project.slug), lang)}>
          {text(lang, 'getUpdates')}
        </Link>
      </p>
    </section>
  )
}
