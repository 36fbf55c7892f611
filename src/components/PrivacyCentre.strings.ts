import { dictionary } from '../lib/i18n'

/** The strings of the privacy centre in the buyer's account (/profile/#privacy). */
export const privacyCentreStrings = dictionary({
  EN: {
    title: 'Your data and privacy',
    intro:
      'Under Indonesia’s personal data protection law (UU PDP) you may see, download, correct and delete what we hold about you, and withdraw a consent you gave.',
    held: 'What we hold about you',
    account: 'Your account',
    enquiries: 'Enquiries',
    siteVisits: 'Site visits',
    savedHomes: 'Saved homes',
    subscriptions: 'Subscriptions',
    consents: 'Consents',
    savedCount: '{developments} developments, {units} unit types',
    download: 'Download a copy',
    downloadJSON: 'Download as JSON',
    downloadCSV: 'Download as CSV (spreadsheet)',
    correct: 'Correct your details',
    correctText:
      'Change your name, phone and WhatsApp number under “Your details” and your email address under “Change email address” below.',
    yourConsents: 'Your consents',
    purposeSalesContact: 'Contact by our sales team about your enquiries and visits',
    purposeNewsletter: 'Our newsletter',
    purposeDevelopmentUpdates: 'Updates about the developments you follow',
    givenOn: 'Given on {date}',
    withdrawnOn: 'Withdrawn on {date}',
    notGiven: 'Not given',
    withdraw: 'Withdraw',
    withdrawn: 'Withdrawn. We stop within 3×24 hours at the latest; already now nothing more is sent for it.',
    deletion: 'Delete everything',
    deletionText:
      'Deleting your account below also erases your name, email, phone and messages from your enquiries and site visits, and removes your subscriptions and saved homes.',
    loading: 'Loading your data…',
  },
  ID: {
    title: 'Data dan privasi Anda',
    intro:
      'Berdasarkan UU Pelindungan Data Pribadi (UU PDP) Anda dapat melihat, mengunduh, memperbaiki, dan menghapus data Anda yang kami simpan, serta menarik persetujuan yang pernah Anda berikan.',
    held: 'Data Anda yang kami simpan',
    account: 'Akun Anda',
    enquiries: 'Pertanyaan',
    siteVisits: 'Kunjungan lokasi',
    savedHomes: 'Rumah tersimpan',
    subscriptions: 'Langganan',
    consents: 'Persetujuan',
    savedCount: '{developments} proyek, {units} tipe unit',
    download: 'Unduh salinan',
    downloadJSON: 'Unduh sebagai JSON',
    downloadCSV: 'Unduh sebagai CSV (spreadsheet)',
    correct: 'Perbaiki data Anda',
    correctText:
      'Ubah nama, nomor telepon, dan nomor WhatsApp di “Data Anda” dan alamat email di “Ubah alamat email” di bawah.',
    yourConsents: 'Persetujuan Anda',
    purposeSalesContact: 'Dihubungi tim penjualan tentang pertanyaan dan kunjungan Anda',
    purposeNewsletter: 'Buletin kami',
    purposeDevelopmentUpdates: 'Kabar tentang proyek yang Anda ikuti',
    givenOn: 'Diberikan {date}',
    withdrawnOn: 'Ditarik {date}',
    notGiven: 'Tidak diberikan',
    withdraw: 'Tarik',
    withdrawn:
      'Ditarik. Kami berhenti paling lambat dalam 3×24 jam; mulai sekarang tidak ada lagi yang dikirim untuk itu.',
    deletion: 'Hapus semuanya',
    deletionText:
      'Menghapus akun di bawah juga menghapus nama, email, telepon, dan pesan Anda dari pertanyaan dan kunjungan lokasi, serta menghapus langganan dan rumah tersimpan Anda.',
    loading: 'Memuat data Anda…',
  },
})
