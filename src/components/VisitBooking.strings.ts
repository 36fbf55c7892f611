import { dictionary } from '../lib/i18n'

/** The strings of a development's site-visit section and its booking form. */
export const visitBookingStrings = dictionary({
  EN: {
    heading: 'Visit the marketing gallery',
    intro: 'Choose a day and a time to see {title} with our sales team.',
    loading: 'Loading the open times…',
    noSlots: 'No visit times are open online at the moment. Please contact our sales team.',
    slotsFailed: 'The open times could not be loaded. Please check your connection and try again.',
    tryAgain: 'Try again',
    day: 'Day',
    time: 'Time',
    placesLeft: '{count} places left',
    onePlaceLeft: '1 place left',
    address: 'Where: {address}',
    yourName: 'Your name',
    phone: 'WhatsApp or phone number',
    email: 'Email address (for the confirmation and calendar file)',
    linkEnquiry: 'Link this visit to the enquiry I sent about this development',
    consent: 'I agree that the sales team may contact me about this visit.',
    book: 'Book the visit',
    booked:
      'Thank you, {name}. Your visit on {when} is booked. The confirmation and a calendar file are on their way to {email}.',
    slotTaken: 'That time has just been taken. Please choose another.',
    sameSlot:
      'You already have a visit on {when}. To change it, cancel it with the link in its confirmation email and book again.',
    openBookings:
      'You already have {count} visits booked, the next on {when}. Cancel one with the link in its confirmation email to book another.',
    dailyConfirmations:
      'We have sent {count} booking confirmations to this email address today. Please try again tomorrow or contact our sales team.',
    addToCalendar: 'Add to calendar',
    cancelVisit: 'Cancel this visit',
    bookAnother: 'Book another visit',
    cancelByEmail: 'To cancel, use the link in the confirmation email.',
    calendarSummary: 'Site visit: {title}',
  },
  ID: {
    heading: 'Kunjungi galeri pemasaran',
    intro: 'Pilih hari dan jam untuk melihat {title} bersama tim penjualan kami.',
    loading: 'Memuat jadwal yang tersedia…',
    noSlots: 'Saat ini belum ada jadwal kunjungan yang bisa dipesan online. Silakan hubungi tim penjualan kami.',
    slotsFailed: 'Jadwal tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
    tryAgain: 'Coba lagi',
    day: 'Hari',
    time: 'Jam',
    placesLeft: 'Sisa {count} tempat',
    onePlaceLeft: 'Sisa 1 tempat',
    address: 'Lokasi: {address}',
    yourName: 'Nama Anda',
    phone: 'Nomor WhatsApp atau telepon',
    email: 'Alamat email (untuk konfirmasi dan berkas kalender)',
    linkEnquiry: 'Kaitkan kunjungan ini dengan pertanyaan yang saya kirim tentang proyek ini',
    consent: 'Saya setuju tim penjualan dapat menghubungi saya terkait kunjungan ini.',
    book: 'Pesan kunjungan',
    booked:
      'Terima kasih, {name}. Kunjungan Anda pada {when} sudah dipesan. Konfirmasi dan berkas kalender dikirim ke {email}.',
    slotTaken: 'Jam tersebut baru saja terisi. Silakan pilih jam lain.',
    sameSlot:
      'Anda sudah memiliki kunjungan pada {when}. Untuk mengubahnya, batalkan melalui tautan di email konfirmasinya lalu pesan lagi.',
    openBookings:
      'Anda sudah memesan {count} kunjungan, yang terdekat pada {when}. Batalkan salah satunya melalui tautan di email konfirmasinya untuk memesan lagi.',
    dailyConfirmations:
      'Hari ini kami sudah mengirim {count} konfirmasi pemesanan ke alamat email ini. Silakan coba lagi besok atau hubungi tim penjualan kami.',
    addToCalendar: 'Tambahkan ke kalender',
    cancelVisit: 'Batalkan kunjungan ini',
    bookAnother: 'Pesan kunjungan lain',
    cancelByEmail: 'Untuk membatalkan, gunakan tautan di email konfirmasi.',
    calendarSummary: 'Kunjungan lokasi: {title}',
  },
})
