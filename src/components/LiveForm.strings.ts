import { dictionary } from '../lib/i18n'

/** The strings of the forms of the account and subscription screens (LiveForm). */
export const liveFormStrings = dictionary({
  EN: {
    sending: 'Sending…',
    required: 'Please fill in this field.',
    emailInvalid: 'Please enter a valid email address, such as name@example.com.',
    passwordTooShort: 'The password needs at least {min} characters.',
    passwordTooLong: 'The password can have at most {max} characters.',
    passwordNeedsLetterAndDigit: 'The password needs at least one letter and one digit.',
    passwordContainsEmail: 'The password must not contain your email address.',
    passwordMismatch: 'The two passwords are not the same.',
    optional: 'optional',
  },
  ID: {
    sending: 'Mengirim…',
    required: 'Harap isi kolom ini.',
    emailInvalid: 'Harap masukkan alamat email yang valid, misalnya nama@example.com.',
    passwordTooShort: 'Kata sandi minimal {min} karakter.',
    passwordTooLong: 'Kata sandi maksimal {max} karakter.',
    passwordNeedsLetterAndDigit: 'Kata sandi harus berisi minimal satu huruf dan satu angka.',
    passwordContainsEmail: 'Kata sandi tidak boleh berisi alamat email Anda.',
    passwordMismatch: 'Kedua kata sandi tidak sama.',
    optional: 'opsional',
  },
})
