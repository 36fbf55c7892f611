import { dictionary } from '../lib/i18n'

/** The strings of the enquiry form of a development. */
export const enquiryFormStrings = dictionary({
  EN: {
    unitType: 'Unit type',
    anyUnitType: 'Any unit type',
    yourName: 'Your name',
    replyBy: 'How should we reply?',
    replyByPhone: 'Phone call',
    replyByWhatsApp: 'WhatsApp',
    replyByEmail: 'Email',
    phone: 'Phone or WhatsApp number',
    email: 'Email address',
    question: 'Your question',
    consent: 'I agree that the sales team may contact me about this enquiry.',
    sendEnquiry: 'Send enquiry',
    sent: 'Thank you, {name}. Your enquiry about {title} has reached our sales team, who will reply by {channel}.',
  },
  ID: {
    unitType: 'Tipe unit',
    anyUnitType: 'Semua tipe unit',
    yourName: 'Nama Anda',
    replyBy: 'Bagaimana kami sebaiknya membalas?',
    replyByPhone: 'Telepon',
    replyByWhatsApp: 'WhatsApp',
    replyByEmail: 'Email',
    phone: 'Nomor telepon atau WhatsApp',
    email: 'Alamat email',
    question: 'Pertanyaan Anda',
    consent: 'Saya setuju tim penjualan dapat menghubungi saya terkait pertanyaan ini.',
    sendEnquiry: 'Kirim pertanyaan',
    sent: 'Terima kasih, {name}. Pertanyaan Anda tentang {title} telah diterima tim penjualan kami, yang akan membalas melalui {channel}.',
  },
})
