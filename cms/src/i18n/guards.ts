/** The admin's strings of the editors' guards (slugs, prices, translations, redirects), in both languages. */
export const guards = {
  en: {
    guards: {
      englishOnlyWarning:
        'This document has no Indonesian title yet. Published like this, /id/ shows it in English, marked "Artikel ini hanya tersedia dalam bahasa Inggris".',
      englishOnlyLink: 'Switch to Bahasa Indonesia to translate it.',
      slugFromTitle: 'Made from the title until you change it. Lower-case letters, digits and dashes.',
      fromPriceFollowsUnits:
        'Set from the cheapest unit type when the development is saved (if it has unit types); the site shows the cheapest unit type’s price from the next build after a unit type changes.',
      priceInRupiah: 'Whole rupiah; separators are added as you type.',
      fromPrice: 'From',
      toPrice: 'To',
      redirectTargetMissing: 'The site has no page at {{path}}. Check the address, or publish its page first.',
      unitPropertyType:
        'What this unit is (a house, a shophouse...), one of its development’s property types. The site’s property type filter judges each unit by it; blank, the unit counts as each of the development’s types.',
      unitTypeNotOffered: 'Choose one of the development’s property types: {{types}}.',
    },
  },
  id: {
    guards: {
      englishOnlyWarning:
        'Dokumen ini belum memiliki judul berbahasa Indonesia. Jika diterbitkan begini, /id/ menampilkannya dalam bahasa Inggris dengan tanda "Artikel ini hanya tersedia dalam bahasa Inggris".',
      englishOnlyLink: 'Beralih ke Bahasa Indonesia untuk menerjemahkannya.',
      slugFromTitle: 'Dibuat dari judul sampai Anda mengubahnya. Huruf kecil, angka, dan tanda hubung.',
      fromPriceFollowsUnits:
        'Diisi dari tipe unit termurah saat proyek disimpan (jika memiliki tipe unit); situs menampilkan harga tipe unit termurah sejak build berikutnya setelah tipe unit berubah.',
      priceInRupiah: 'Rupiah utuh; pemisah ribuan ditambahkan saat Anda mengetik.',
      fromPrice: 'Mulai dari',
      toPrice: 'Hingga',
      redirectTargetMissing:
        'Situs tidak memiliki halaman {{path}}. Periksa alamatnya, atau terbitkan halamannya lebih dulu.',
      unitPropertyType:
        'Jenis unit ini (rumah, ruko...), salah satu jenis properti proyeknya. Filter jenis properti di situs menilai setiap unit dengan ini; jika kosong, unit dihitung sebagai setiap jenis properti proyeknya.',
      unitTypeNotOffered: 'Pilih salah satu jenis properti proyek ini: {{types}}.',
    },
  },
}
