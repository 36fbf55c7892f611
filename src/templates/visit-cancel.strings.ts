import { dictionary } from '../lib/i18n'

export const visitCancelStrings = dictionary({
  EN: {
    title: 'Cancel a site visit',
    intro: 'Cannot come? Cancel your visit here, and your place goes to another buyer.',
    cancel: 'Cancel my visit',
    cancelling: 'Cancelling…',
    cancelled: 'Your visit is cancelled. Thank you for letting us know; you are welcome to book another time.',
    invalid: 'This link is not valid. Please use the link in your confirmation email.',
    noToken: 'Open this page from the link in your confirmation email.',
  },
  ID: {
    title: 'Batalkan kunjungan lokasi',
    intro: 'Tidak bisa datang? Batalkan kunjungan Anda di sini, dan tempat Anda bisa dipakai pembeli lain.',
    cancel: 'Batalkan kunjungan saya',
    cancelling: 'Membatalkan…',
    cancelled: 'Kunjungan Anda sudah dibatalkan. Terima kasih telah memberi tahu kami; silakan pesan jadwal lain.',
    invalid: 'Tautan ini tidak valid. Gunakan tautan di email konfirmasi Anda.',
    noToken: 'Buka halaman ini dari tautan di email konfirmasi Anda.',
  },
})
