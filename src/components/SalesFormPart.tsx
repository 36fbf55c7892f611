import { useRef, type ReactNode } from 'react'
import { Link } from 'gatsby'
import { translator } from '../lib/i18n'
import { contactPath, localizePath } from '../lib/routes'
import { LazyPart } from './LazyPart'
import { useLanguage } from './LanguageProvider'
import { useKeptOffline } from './useKeptOffline'
import { useNearViewport } from './useNearViewport'
import { developmentEnquiryStrings } from './DevelopmentEnquiry.strings'

const text = translator(developmentEnquiryStrings)

/**
 * A form of a development page that talks to its sales team (the enquiry, the site-visit booking),
 * whose code (`load`, its dynamic import) comes when the visitor gets near it, or once the page is
 * idle and kept for offline use. Until then, and without JavaScript, or offline when the code was
 * not kept, it offers the contact page instead.
 */
export function SalesFormPart({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const { lang } = useLanguage()
  const holder = useRef<HTMLDivElement>(null)
  const near = useNearViewport(holder, '600px')
  useKeptOffline(load)
  const fallback = (
    <p className="enquiry__actions">
      <Link className="button" to={localizePath(contactPath, lang)}>
        {text(lang, 'contactSalesTeam')}
      </Link>
    </p>
  )
  return (
    <div ref={holder} className="enquiry__form">
      {near ? <LazyPart fallback={fallback}>{children}</LazyPart> : fallback}
    </div>
  )
}
