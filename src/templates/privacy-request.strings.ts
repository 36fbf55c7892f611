import { dictionary } from '../lib/i18n'

/** The strings of the privacy page for people without an account (/privacy/). */
export const privacyRequestStrings = dictionary({
  EN: {
    title: 'Your personal data',
    intro:
      'Sent us an enquiry, booked a site visit or subscribed without an account? Ask here for a copy of what we hold under your email address, or for its deletion.',
    email: 'Your email address',
    send: 'Email me a link',
    sent: 'If the address is right, a link is on its way to {email}. It works for one hour.',
    haveAccount: 'Have an account? Your profile has all of this under “Your data and privacy”.',
    withLink: 'With this link you may download what we hold under your email address, or delete it.',
    downloadJSON: 'Download as JSON',
    downloadCSV: 'Download as CSV (spreadsheet)',
    deleteIntro:
      'Deleting erases your name, email, phone and messages from your enquiries and site visits and removes your subscriptions. It cannot be undone.',
    delete: 'Delete my data',
    deleting: 'Deleting…',
    deleted:
      'Your data is deleted: {enquiries} enquiries and {visits} site visits erased, {subscriptions} subscriptions removed.',
    invalid:
      'This link does not work any more: it was used, it expired (after one hour) or it is not one we sent. Ask for a new one below.',
    askAgain: 'Ask for a new link',
  },
  ID: {
    title: 'Data pribadi Anda',
    intro:
      'Pernah mengirim pertanyaan, memesan kunjungan lokasi, atau berlangganan tanpa akun? Minta di sini salinan data yang kami simpan dengan alamat email Anda, atau penghapusannya.',
    email: 'Alamat email Anda',
    send: 'Kirimi saya tautan',
    sent: 'Jika alamatnya benar, tautan sedang dikirim ke {email}. Tautan berlaku satu jam.',
    haveAccount: 'Punya akun? Semua ini ada di profil Anda, bagian “Data dan privasi Anda”.',
    withLink:
      'Dengan tautan ini Anda dapat mengunduh data yang kami simpan dengan alamat email Anda, atau menghapusnya.',
    downloadJSON: 'Unduh sebagai JSON',
    downloadCSV: 'Unduh sebagai CSV (spreadsheet)',
    deleteIntro:
      'Menghapus akan menghapus nama, email, telepon, dan pesan Anda dari pertanyaan dan kunjungan lokasi, serta menghapus langganan Anda. Tindakan ini tidak dapat dibatalkan.',
    delete: 'Hapus data saya',
    deleting: 'Menghapus…',
    deleted:
      'Data Anda sudah dihapus: {enquiries} pertanyaan dan {visits} kunjungan lokasi dihapus datanya, {subscriptions} langganan dihapus.',
    invalid:
      'Tautan ini sudah tidak berlaku: sudah dipakai, kedaluwarsa (setelah satu jam), atau bukan dari kami. Minta tautan baru di bawah.',
    askAgain: 'Minta tautan baru',
  },
})
