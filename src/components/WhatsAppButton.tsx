import { whatsAppHref } from '@lestari/model/contact-links'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { whatsAppStrings } from './WhatsAppButton.strings'

const text = translator(whatsAppStrings)

/**
 * WhatsApp click-to-chat about one development, its name in the message in the page's language.
 * On phones it is a round button fixed at the bottom of the screen (developments.css), named by
 * its aria-label since its label is not shown there.
 */
export function WhatsAppButton({ phone, name }: { phone: string | null | undefined; name: string }) {
  const { lang } = useLanguage()
  const href = whatsAppHref(phone, text(lang, 'interestedIn', { name }))
  if (!href) return null
  const label = text(lang, 'chatOnWhatsApp')
  return (
    <p className="whatsapp-bar" data-pagefind-ignore>
      <a className="button button--whatsapp" href={href} rel="noopener noreferrer" data-whatsapp="" aria-label={label}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="button__icon">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z"
          />
        </svg>
        <span className="whatsapp-bar__label">{label}</span>
      </a>
    </p>
  )
}
