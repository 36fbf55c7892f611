import { dictionary } from '../lib/i18n'

/** The strings of the WhatsApp button. */
export const whatsAppStrings = dictionary({
  EN: {
    chatOnWhatsApp: 'Chat on WhatsApp',
    interestedIn: 'Hello, I am interested in {name}. Could you tell me more?',
  },
  ID: {
    chatOnWhatsApp: 'Chat lewat WhatsApp',
    interestedIn: 'Halo, saya tertarik dengan {name}. Boleh minta informasi lebih lanjut?',
  },
})
