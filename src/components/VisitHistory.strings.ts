import { dictionary } from '../lib/i18n'

/** The strings of the account's list of site visits. */
export const visitHistoryStrings = dictionary({
  EN: {
    yourVisits: 'Your site visits',
    upcoming: 'Upcoming',
    past: 'Past and cancelled',
    none: 'You have not booked a site visit while logged in yet.',
    status: 'Status',
    statusBooked: 'Booked',
    statusVisited: 'Visited',
    statusNoShow: 'Missed',
    statusCancelled: 'Cancelled',
    statusOver: 'Over',
  },
  ID: {
    yourVisits: 'Kunjungan lokasi Anda',
    upcoming: 'Mendatang',
    past: 'Sebelumnya dan dibatalkan',
    none: 'Anda belum memesan kunjungan lokasi saat masuk ke akun.',
    status: 'Status',
    statusBooked: 'Dipesan',
    statusVisited: 'Sudah berkunjung',
    statusNoShow: 'Tidak hadir',
    statusCancelled: 'Dibatalkan',
    statusOver: 'Sudah lewat',
  },
})
