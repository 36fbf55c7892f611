'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import { telHref, whatsAppHref } from '@lestari/model/contact-links'
import type { PipelineTranslationKey } from '../../i18n/pipeline'

/** The buyer's phone as a call link and a WhatsApp chat link (nothing for an unusable number). */
function PhoneLinks({ phone, showNumber }: { phone: string | null | undefined; showNumber: boolean }) {
  const { t } = useTranslation<object, PipelineTranslationKey>()
  const tel = telHref(phone)
  const whatsApp = whatsAppHref(phone)
  if (!tel || !whatsApp) return showNumber && phone ? <span>{phone}</span> : null
  return (
    <span className="enquiry-contact-links" style={{ display: 'inline-flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <a href={tel} data-contact="tel">
        {showNumber ? phone : t('custom:pipelineCall')}
      </a>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" data-contact="whatsapp">
        {t('custom:pipelineWhatsApp')}
      </a>
    </span>
  )
}

/** The phone column of the enquiries list. */
export function PhoneCell({ cellData }: { cellData?: unknown }) {
  return <PhoneLinks phone={typeof cellData === 'string' ? cellData : null} showNumber />
}

/** Under the contact fields of an enquiry: call and WhatsApp links for the phone typed there. */
export function ContactLinksField() {
  const { t } = useTranslation<object, PipelineTranslationKey>()
  const phone = useFormFields(([fields]) => fields.phone?.value) as string | undefined
  if (!telHref(phone)) return null
  return (
    <div className="field-type enquiry-contact" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label" style={{ marginBottom: '0.25rem' }}>
        {t('custom:pipelineContact')}
      </div>
      <PhoneLinks phone={phone} showNumber={false} />
    </div>
  )
}
