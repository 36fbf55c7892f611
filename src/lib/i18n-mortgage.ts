import { fillMessage, type Lang } from './i18n'

/**
 * The KPR calculator's own strings, in both languages. They live apart from i18n.ts because the
 * calculator loads only when opened: kept here, they travel in its chunk instead of every page's.
 */
const strings = {
  EN: {
    unit: 'Unit type',
    unitNone: 'Enter a price',
    price: 'Price (Rp)',
    downPayment: 'Down payment (Rp)',
    downPaymentHint: '{percent} % of the price',
    years: 'Tenor (years)',
    fixedRate: 'Fixed interest (% a year)',
    fixedYears: 'Fixed for (years)',
    floatingRate: 'Floating interest after (% a year)',
    loan: 'Loan',
    result: 'Monthly instalment',
    fixedPeriod: 'Months {from}–{to}, fixed {rate} %',
    floatingPeriod: 'Months {from}–{to}, floating {rate} %',
    note: 'An estimate: banks set the final rates, fees and insurance.',
    problem_price: 'Enter the price.',
    problem_downPayment: 'The down payment must be less than the price.',
    problem_years: 'The tenor is 1 to 40 whole years.',
    problem_rate: 'Interest rates are 0 to 50 % a year.',
    problem_fixedYears: 'The fixed period is a whole number of years.',
  },
  ID: {
    unit: 'Tipe unit',
    unitNone: 'Masukkan harga',
    price: 'Harga (Rp)',
    downPayment: 'Uang muka (Rp)',
    downPaymentHint: '{percent} % dari harga',
    years: 'Tenor (tahun)',
    fixedRate: 'Bunga tetap (% per tahun)',
    fixedYears: 'Masa bunga tetap (tahun)',
    floatingRate: 'Bunga mengambang sesudahnya (% per tahun)',
    loan: 'Pokok pinjaman',
    result: 'Cicilan per bulan',
    fixedPeriod: 'Bulan {from}–{to}, bunga tetap {rate} %',
    floatingPeriod: 'Bulan {from}–{to}, bunga mengambang {rate} %',
    note: 'Perkiraan: suku bunga, biaya, dan asuransi akhir ditetapkan oleh bank.',
    problem_price: 'Masukkan harga.',
    problem_downPayment: 'Uang muka harus lebih kecil dari harga.',
    problem_years: 'Tenor 1 sampai 40 tahun penuh.',
    problem_rate: 'Suku bunga 0 sampai 50 % per tahun.',
    problem_fixedYears: 'Masa bunga tetap dalam tahun penuh.',
  },
} satisfies Record<Lang, Record<string, string>>

export type MortgageMessage = keyof (typeof strings)['EN']
export const mt = (lang: Lang, key: MortgageMessage, values?: Record<string, string | number>): string =>
  fillMessage(strings[lang][key], values)
