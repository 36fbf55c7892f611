/**
 * The admin's own texts of the language piece: the dashboard, the build panel, the undelivered
 * emails, the publishing status of a document and the labels of the content collections, in
 * English and Indonesian. Read through Payload's custom translations (`t('custom:…')`, see index.ts).
 * A key ending in `_one` / `_other` is chosen by the `count` given to `t`.
 */
export const language = {
  en: {
    dashboardNewestEnquiries: 'Newest enquiries',
    dashboardNoEnquiries: 'No enquiries yet.',
    dashboardNewestSubmissions: 'Newest form submissions',
    dashboardNoSubmissions: 'No form submissions yet.',
    dashboardFormNumber: 'Form #{{id}}',
    buildPublicSite: 'Public site',
    buildBuilding: 'Building the site with the latest changes…',
    buildBuildingQueued: 'Building the site with the latest changes (newer changes follow in the next build)…',
    buildFailed: 'The last build failed ({{at}}): {{reason}}',
    buildUnreachable: "The site's build service does not answer.",
    buildRequested: 'A build was requested from the hosting service.',
    buildLiveSince: 'Live since {{at}}.',
    buildRebuild: 'Rebuild the site',
    emailsNotDelivered: 'Emails not delivered',
    emailsRetrying_one:
      '1 email is waiting: the mail server refused or did not answer, and the CMS tries again, less and less often, for about 11 hours.',
    emailsRetrying_other:
      '{{count}} emails are waiting: the mail server refused or did not answer, and the CMS tries again, less and less often, for about 11 hours.',
    emailsFailed_one: 'This email was not delivered after every attempt:',
    emailsFailed_other: 'These {{count}} emails were not delivered after every attempt:',
    emailsNewestListed: '(the newest {{shown}} are listed)',
    emailsNoSubject: '(no subject)',
    emailsTo: 'to {{to}}',
    emailsLastError: 'Last error: {{error}}',
    emailsSendAgain: 'Send again',
    emailsSendAgainFailed: 'Could not queue it; try again',
    publishBuilding: 'Published: the site is being built with this change…',
    publishWaiting: 'Published: the site build starts in a moment…',
    publishRequested: 'Published: a site build was requested from the hosting service.',
    publishFailed: 'Published, but the site build failed: {{reason}}',
    publishLive: 'Live on the site',
    publishLiveLink: 'Open the page',
    languageOfEmails: 'Language of emails from the site',
    languageOfEmailsHint:
      "The language of the emails this account gets from the site. A staff member's own follows the admin's language (Account → Language).",
  },
  id: {
    dashboardNewestEnquiries: 'Pertanyaan terbaru',
    dashboardNoEnquiries: 'Belum ada pertanyaan.',
    dashboardNewestSubmissions: 'Kiriman formulir terbaru',
    dashboardNoSubmissions: 'Belum ada kiriman formulir.',
    dashboardFormNumber: 'Formulir #{{id}}',
    buildPublicSite: 'Situs publik',
    buildBuilding: 'Situs sedang dibangun dengan perubahan terbaru…',
    buildBuildingQueued: 'Situs sedang dibangun dengan perubahan terbaru (perubahan yang lebih baru menyusul)…',
    buildFailed: 'Pembangunan terakhir gagal ({{at}}): {{reason}}',
    buildUnreachable: 'Layanan pembangunan situs tidak menjawab.',
    buildRequested: 'Pembangunan telah diminta dari layanan hosting.',
    buildLiveSince: 'Tayang sejak {{at}}.',
    buildRebuild: 'Bangun ulang situs',
    emailsNotDelivered: 'Email tidak terkirim',
    emailsRetrying_one:
      '1 email menunggu: server email menolak atau tidak menjawab, dan CMS mencoba lagi, makin jarang, selama sekitar 11 jam.',
    emailsRetrying_other:
      '{{count}} email menunggu: server email menolak atau tidak menjawab, dan CMS mencoba lagi, makin jarang, selama sekitar 11 jam.',
    emailsFailed_one: 'Email ini tidak terkirim setelah semua percobaan:',
    emailsFailed_other: '{{count}} email ini tidak terkirim setelah semua percobaan:',
    emailsNewestListed: '({{shown}} yang terbaru ditampilkan)',
    emailsNoSubject: '(tanpa subjek)',
    emailsTo: 'kepada {{to}}',
    emailsLastError: 'Galat terakhir: {{error}}',
    emailsSendAgain: 'Kirim lagi',
    emailsSendAgainFailed: 'Gagal dimasukkan ke antrean; coba lagi',
    publishBuilding: 'Diterbitkan: situs sedang dibangun dengan perubahan ini…',
    publishWaiting: 'Diterbitkan: pembangunan situs segera dimulai…',
    publishRequested: 'Diterbitkan: pembangunan situs telah diminta dari layanan hosting.',
    publishFailed: 'Diterbitkan, tetapi pembangunan situs gagal: {{reason}}',
    publishLive: 'Tayang di situs',
    publishLiveLink: 'Buka halaman',
    languageOfEmails: 'Bahasa email dari situs',
    languageOfEmailsHint:
      'Bahasa email yang diterima akun ini dari situs. Untuk staf, bahasa ini mengikuti bahasa admin (Akun → Bahasa).',
  },
} as const
