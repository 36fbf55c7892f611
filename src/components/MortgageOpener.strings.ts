import { dictionary } from '../lib/i18n'

/** The strings of the mortgage (KPR) section that opens the calculator. */
export const mortgageOpenerStrings = dictionary({
  EN: {
    heading: 'Mortgage (KPR) calculator',
    intro:
      'Estimate the monthly instalment of a home loan, with a fixed rate for the first years and a floating rate after.',
    openCalculator: 'Open the calculator',
    loading: 'Loading the calculator…',
    unavailable: 'The calculator could not be loaded. Please try again when you are online.',
  },
  ID: {
    heading: 'Kalkulator KPR',
    intro:
      'Perkirakan cicilan bulanan KPR, dengan bunga tetap (fixed) pada tahun-tahun pertama lalu bunga mengambang (floating).',
    openCalculator: 'Buka kalkulator',
    loading: 'Memuat kalkulator…',
    unavailable: 'Kalkulator tidak dapat dimuat. Silakan coba lagi saat Anda online.',
  },
})
