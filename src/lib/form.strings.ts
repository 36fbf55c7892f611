import { dictionary } from './i18n'

/** The strings of the forms that send to the CMS: form blocks and the enquiry form. */
export const formStrings = dictionary({
  EN: {
    required: 'required',
    fillInField: 'Please fill in this field.',
    tickToContinue: 'Please tick this box to continue.',
    validEmail: 'Please enter a valid email address, such as name@example.com.',
    validPhone: 'Please enter a valid phone number (digits, spaces and an optional leading +).',
    tooLong: 'This answer is too long.',
    chooseOption: 'Please choose one of the options.',
    checkAnswer: 'Please check this answer.',
    errorSummary: 'The form has errors. Please correct the fields marked below.',
    sending: 'Sending…',
    keptAfterNetworkError:
      'Your message could not be sent: the connection failed. It is saved on this device and will be sent when the connection returns; you can also try again.',
    keptOffline:
      'You are offline. Your message is saved on this device and will be sent automatically when you are back online.',
    serverError:
      'Your message could not be sent because of a problem on our side. Your answers are kept; please try again later.',
    rejected: 'Your message was not accepted. Please check the fields marked below.',
    sent: 'Thank you, your message has been sent.',
    choose: 'Choose…',
  },
  ID: {
    required: 'wajib',
    fillInField: 'Harap isi kolom ini.',
    tickToContinue: 'Harap centang kotak ini untuk melanjutkan.',
    validEmail: 'Harap masukkan alamat email yang valid, misalnya nama@example.com.',
    validPhone: 'Harap masukkan nomor telepon yang valid (angka, spasi, dan + di awal bila perlu).',
    tooLong: 'Jawaban ini terlalu panjang.',
    chooseOption: 'Harap pilih salah satu opsi.',
    checkAnswer: 'Harap periksa jawaban ini.',
    errorSummary: 'Formulir berisi kesalahan. Harap perbaiki kolom yang ditandai di bawah.',
    sending: 'Mengirim…',
    keptAfterNetworkError:
      'Pesan Anda tidak dapat dikirim: koneksi gagal. Pesan tersimpan di perangkat ini dan akan dikirim saat koneksi kembali; Anda juga dapat mencoba lagi.',
    keptOffline:
      'Anda sedang offline. Pesan Anda tersimpan di perangkat ini dan akan dikirim otomatis saat Anda kembali online.',
    serverError:
      'Pesan Anda tidak dapat dikirim karena masalah di pihak kami. Jawaban Anda tetap tersimpan; silakan coba lagi nanti.',
    rejected: 'Pesan Anda tidak diterima. Harap periksa kolom yang ditandai di bawah.',
    sent: 'Terima kasih, pesan Anda telah terkirim.',
    choose: 'Pilih…',
  },
})
