import { dictionary } from '../lib/i18n'

/** The strings of the subscribe screen. */
export const subscribeStrings = dictionary({
  EN: {
    subscribe: 'Subscribe',
    subscribeTitle: 'Subscribe to our news',
    subscribeIntro:
      'Get news about the city, its developments and events in your inbox. You can unsubscribe at any time.',
    projectTitle: 'Updates on {name}',
    projectIntro: 'Be the first to hear about new units, prices and progress of {name}.',
    sent: 'Thank you. We sent a link to {email}: open it to confirm your subscription.',
    confirming: 'One moment…',
    confirmed: 'Your subscription is confirmed. Welcome!',
    unsubscribed: 'You are unsubscribed. We will not send you any more emails.',
    linkInvalid: 'This link is not valid any more. You may have used it already.',
    name: 'Name',
    email: 'Email',
  },
  ID: {
    subscribe: 'Berlangganan',
    subscribeTitle: 'Berlangganan berita kami',
    subscribeIntro:
      'Dapatkan berita tentang kota, pengembangan dan acaranya di kotak masuk Anda. Anda dapat berhenti berlangganan kapan saja.',
    projectTitle: 'Kabar terbaru {name}',
    projectIntro: 'Jadilah yang pertama mengetahui unit baru, harga dan kemajuan {name}.',
    sent: 'Terima kasih. Kami mengirim tautan ke {email}: buka tautan itu untuk mengonfirmasi langganan Anda.',
    confirming: 'Tunggu sebentar…',
    confirmed: 'Langganan Anda telah dikonfirmasi. Selamat datang!',
    unsubscribed: 'Anda telah berhenti berlangganan. Kami tidak akan mengirim email lagi.',
    linkInvalid: 'Tautan ini sudah tidak berlaku. Mungkin sudah Anda gunakan.',
    name: 'Nama',
    email: 'Email',
  },
})
