import { dictionary } from '../lib/i18n'

/** The strings of the search screen. */
export const searchStrings = dictionary({
  EN: {
    placeholder: 'Developments, news, facilities…',
    resultsFor: 'Results for “{q}”',
    intro: 'Find developments, news, facilities and pages.',
    noResults: 'Nothing found for “{q}”. Try other or fewer words.',
    tooShort: 'Type at least {min} characters.',
    searching: 'Searching…',
    resultCount: '{count} results for “{q}”',
    oneResult: '1 result for “{q}”',
    byKind:
      '“{q}” is in most of the site’s pages, so they are listed by kind: pages, developments, facilities, then news. Add a word to narrow them.',
    shownOf: 'Showing {shown} of {count}',
    moreResults: 'More results',
    kindCount: '{kind} ({count})',
    kind_news: 'News',
    kind_development: 'Development',
    kind_facility: 'Facility',
    kind_page: 'Page',
    allKinds: 'All',
    show: 'Show',
    indexFailed: 'The search could not be loaded. Check your connection and try again.',
  },
  ID: {
    placeholder: 'Pengembangan, berita, fasilitas…',
    resultsFor: 'Hasil untuk “{q}”',
    intro: 'Temukan pengembangan, berita, fasilitas dan halaman.',
    noResults: 'Tidak ditemukan apa pun untuk “{q}”. Coba kata lain atau lebih sedikit kata.',
    tooShort: 'Ketik minimal {min} karakter.',
    searching: 'Mencari…',
    resultCount: '{count} hasil untuk “{q}”',
    oneResult: '1 hasil untuk “{q}”',
    byKind:
      '“{q}” ada di sebagian besar halaman situs, jadi hasilnya diurutkan per jenis: halaman, pengembangan, fasilitas, lalu berita. Tambahkan kata untuk mempersempitnya.',
    shownOf: 'Menampilkan {shown} dari {count}',
    moreResults: 'Hasil lainnya',
    kindCount: '{kind} ({count})',
    kind_news: 'Berita',
    kind_development: 'Pengembangan',
    kind_facility: 'Fasilitas',
    kind_page: 'Halaman',
    allKinds: 'Semua',
    show: 'Tampilkan',
    indexFailed: 'Pencarian tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  },
})
