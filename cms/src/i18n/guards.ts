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
      progressUpdates:
        'Construction progress shown as a timeline on the development’s page. Publishing an update for the first time emails the development’s confirmed subscribers, once; saving or publishing it again sends nothing.',
      progressCluster: 'The cluster this update is about, as its site plan names it; empty: the whole development.',
      progressPercent: 'How far building has come, 0 to 100.',
      redirectTargetMissing: 'The site has no page at {{path}}. Check the address, or publish its page first.',
      unitPropertyType:
        'What this unit is (a house, a shophouse...), one of its development’s property types. The site’s property type filter judges each unit by it; blank, the unit counts as each of the development’s types.',
      unitTypeNotOffered: 'Choose one of the development’s property types: {{types}}.',
      drawingTooLarge: 'The drawing is larger than 2 MB.',
      drawingEntities: 'The drawing declares entities: save it again as plain SVG.',
      drawingUnreadable: 'The drawing is not a readable SVG file ({{reason}}).',
      drawingNotSvg: 'The file is not an SVG drawing: its root element is not <svg>.',
      drawingNoSize: 'The drawing has no size: give its <svg> a viewBox, or a width and height in pixels.',
      drawingNoLots:
        'The drawing has no lots: give each lot’s shape an id made of “lot-” and the lot’s id, such as lot-B-12.',
      drawingLotsTwice: 'The drawing draws these lots twice: {{lots}}.',
      drawingMissing: 'Upload the site plan’s drawing (an SVG file).',
      lotsListedTwice: 'These lots are listed twice: {{lots}}.',
      lotsMismatch:
        'The drawing and the lot list disagree. Drawn but not listed: {{notListed}}. Listed but not drawn: {{notDrawn}}.',
      lotsSalesStatusesOnly:
        'Sales staff change the lots’ statuses only: ask an editor to add, remove or reorder lots.',
      sitePlanDrawing:
        'An SVG file: each lot’s shape has an id made of “lot-” and the lot’s id (lot-B-12). Uploading a new drawing keeps the lots below; saving checks that both name the same lots.',
      lotStatus: 'Sales staff set the status; it shows on the site within seconds, without a site build.',
      lotPrice: 'Only when this lot’s price differs from its unit type’s.',
      askedLot: 'The lot of the site plan the buyer asked about, if any.',
      notALotOfDevelopment: 'Not a lot of this development’s site plan.',
      importHeading: 'Import statuses from a CSV',
      importHelp:
        'Two columns, lot and status (available, reserved, sold, notReleased), one lot per line. You see the changes first; nothing changes until you apply them, and a file with a bad line applies nothing.',
      importFile: 'CSV file',
      importChanges: 'Changes: {{count}}',
      importNoChanges: 'No status would change.',
      importUnchanged: 'Lots that already have that status: {{count}}.',
      importBadRows: 'Bad lines (fix them and choose the file again):',
      importApply: 'Apply the changes ({{count}})',
      importApplied: 'Applied. Statuses changed: {{count}}.',
      importReload: 'Reload to see them',
      importFailed: 'The import could not be read. Try again.',
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
      progressUpdates:
        'Progres pembangunan, tampil sebagai linimasa di halaman proyek. Menerbitkan sebuah kabar untuk pertama kali mengirim email ke pelanggan proyek yang sudah mengonfirmasi, sekali saja; menyimpan atau menerbitkannya lagi tidak mengirim apa pun.',
      progressCluster: 'Klaster yang dibahas kabar ini, sesuai nama di siteplannya; kosong: seluruh proyek.',
      progressPercent: 'Sejauh mana pembangunan berjalan, 0 sampai 100.',
      redirectTargetMissing:
        'Situs tidak memiliki halaman {{path}}. Periksa alamatnya, atau terbitkan halamannya lebih dulu.',
      unitPropertyType:
        'Jenis unit ini (rumah, ruko...), salah satu jenis properti proyeknya. Filter jenis properti di situs menilai setiap unit dengan ini; jika kosong, unit dihitung sebagai setiap jenis properti proyeknya.',
      unitTypeNotOffered: 'Pilih salah satu jenis properti proyek ini: {{types}}.',
      drawingTooLarge: 'Gambar lebih besar dari 2 MB.',
      drawingEntities: 'Gambar mendeklarasikan entitas: simpan ulang sebagai SVG biasa.',
      drawingUnreadable: 'Gambar bukan berkas SVG yang dapat dibaca ({{reason}}).',
      drawingNotSvg: 'Berkas bukan gambar SVG: elemen akarnya bukan <svg>.',
      drawingNoSize: 'Gambar tidak memiliki ukuran: beri <svg> sebuah viewBox, atau lebar dan tinggi dalam piksel.',
      drawingNoLots:
        'Gambar tidak memiliki kavling: beri bentuk setiap kavling id berupa “lot-” dan id kavlingnya, misalnya lot-B-12.',
      drawingLotsTwice: 'Gambar menggambar kavling ini dua kali: {{lots}}.',
      drawingMissing: 'Unggah gambar siteplan (berkas SVG).',
      lotsListedTwice: 'Kavling ini tercantum dua kali: {{lots}}.',
      lotsMismatch:
        'Gambar dan daftar kavling tidak sesuai. Digambar tetapi tidak tercantum: {{notListed}}. Tercantum tetapi tidak digambar: {{notDrawn}}.',
      lotsSalesStatusesOnly:
        'Tim penjualan hanya mengubah status kavling: minta editor untuk menambah, menghapus, atau mengurutkan kavling.',
      sitePlanDrawing:
        'Berkas SVG: bentuk setiap kavling memiliki id berupa “lot-” dan id kavlingnya (lot-B-12). Mengunggah gambar baru mempertahankan kavling di bawah; saat disimpan, keduanya diperiksa agar menyebut kavling yang sama.',
      lotStatus: 'Tim penjualan mengatur status; status tampil di situs dalam hitungan detik, tanpa build situs.',
      lotPrice: 'Hanya jika harga kavling ini berbeda dari harga tipe unitnya.',
      askedLot: 'Kavling pada siteplan yang ditanyakan pembeli, jika ada.',
      notALotOfDevelopment: 'Bukan kavling pada siteplan proyek ini.',
      importHeading: 'Impor status dari CSV',
      importHelp:
        'Dua kolom, kavling dan status (available, reserved, sold, notReleased), satu kavling per baris. Perubahan ditampilkan dahulu; tidak ada yang berubah sampai Anda menerapkannya, dan berkas dengan baris yang salah tidak diterapkan sama sekali.',
      importFile: 'Berkas CSV',
      importChanges: 'Perubahan: {{count}}',
      importNoChanges: 'Tidak ada status yang akan berubah.',
      importUnchanged: 'Kavling yang sudah berstatus demikian: {{count}}.',
      importBadRows: 'Baris yang salah (perbaiki lalu pilih berkasnya lagi):',
      importApply: 'Terapkan perubahan ({{count}})',
      importApplied: 'Diterapkan. Status yang berubah: {{count}}.',
      importReload: 'Muat ulang untuk melihatnya',
      importFailed: 'Impor tidak dapat dibaca. Coba lagi.',
    },
  },
}
