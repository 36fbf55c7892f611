import { dictionary } from '../lib/i18n'

/** What a list filtered by budget and bedrooms says of its outcome (developments and homes alike). */
export const budgetOutcomeStrings = dictionary({
  EN: {
    budgetReversed: 'The budget’s “from” was above its “up to”: showing {min} to {max}.',
    askSales: 'Ask our sales team for a home like this',
    askMessage: 'I am looking for a home: {choices}.',
    askBudget: 'budget {min} to {max}',
    askBudgetUpTo: 'budget up to {max}',
    askBudgetFrom: 'budget from {min}',
    askBedrooms: '{beds}+ bedrooms',
  },
  ID: {
    budgetReversed: 'Anggaran “dari” lebih tinggi dari “sampai”: menampilkan {min} sampai {max}.',
    askSales: 'Tanyakan rumah seperti ini kepada tim penjualan kami',
    askMessage: 'Saya mencari rumah: {choices}.',
    askBudget: 'anggaran {min} sampai {max}',
    askBudgetUpTo: 'anggaran sampai {max}',
    askBudgetFrom: 'anggaran mulai {min}',
    askBedrooms: '{beds}+ kamar tidur',
  },
})
