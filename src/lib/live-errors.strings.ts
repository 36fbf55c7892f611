import { dictionary } from './i18n'

/** The strings of what a visitor reads when a live call fails (live-errors.ts). */
export const liveErrorStrings = dictionary({
  EN: {
    network: 'We could not reach our server. Check your connection and try again; what you typed is still here.',
    server: 'Our service is not available right now. Please try again in a moment; what you typed is still here.',
    wrongCredentials: 'The email or the password is not right.',
    unverified: 'Please confirm your email first: open the link in the email we sent you.',
    limited:
      'Too many attempts from your connection. Please wait {wait}, then try again; what you typed is still here.',
    aFewMinutes: 'a few minutes',
    forbidden: 'Your session has ended. Please log in again.',
    rejected: 'Please check the fields marked below.',
  },
  ID: {
    network:
      'Kami tidak dapat menghubungi server. Periksa koneksi Anda dan coba lagi; yang Anda ketik tetap tersimpan.',
    server: 'Layanan kami sedang tidak tersedia. Silakan coba lagi sebentar lagi; yang Anda ketik tetap tersimpan.',
    wrongCredentials: 'Email atau kata sandi tidak tepat.',
    unverified: 'Konfirmasikan email Anda terlebih dahulu: buka tautan di email yang kami kirim.',
    limited:
      'Terlalu banyak percobaan dari koneksi Anda. Tunggu {wait}, lalu coba lagi; yang Anda ketik tetap tersimpan.',
    aFewMinutes: 'beberapa menit',
    forbidden: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    rejected: 'Periksa kolom yang ditandai di bawah.',
  },
})
