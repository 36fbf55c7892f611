import { dictionary } from '../lib/i18n'

/** The strings of the profile's enquiry history. */
export const enquiryHistoryStrings = dictionary({
  EN: {
    yourEnquiries: 'Your enquiries',
    none: 'You have not sent an enquiry while logged in yet.',
    sentOn: 'Sent on {date}',
    status: 'Status',
    statusNew: 'Received',
    statusContacted: 'Sales has contacted you',
    statusVisitBooked: 'Site visit booked',
    statusVisited: 'You visited the development',
    statusBooking: 'Unit booked (NUP)',
    statusWon: 'Purchase completed',
    statusLost: 'Closed',
  },
  ID: {
    yourEnquiries: 'Pertanyaan Anda',
    none: 'Anda belum mengirim pertanyaan saat masuk ke akun.',
    sentOn: 'Dikirim {date}',
    status: 'Status',
    statusNew: 'Diterima',
    statusContacted: 'Tim penjualan sudah menghubungi Anda',
    statusVisitBooked: 'Kunjungan lokasi dijadwalkan',
    statusVisited: 'Anda sudah mengunjungi proyek',
    statusBooking: 'Unit sudah dipesan (NUP)',
    statusWon: 'Pembelian selesai',
    statusLost: 'Ditutup',
  },
})
