import { dictionary } from '../lib/i18n'

/** The strings of the image gallery block. */
export const galleryStrings = dictionary({
  EN: {
    openImage: 'Open image {n} of {total}: {caption}',
    close: 'Close',
    imageOf: 'Image {n} of {total}',
    previousImage: 'Previous image',
    nextImage: 'Next image',
  },
  ID: {
    openImage: 'Buka gambar {n} dari {total}: {caption}',
    close: 'Tutup',
    imageOf: 'Gambar {n} dari {total}',
    previousImage: 'Gambar sebelumnya',
    nextImage: 'Gambar berikutnya',
  },
})
