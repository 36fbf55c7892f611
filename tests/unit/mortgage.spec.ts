import { expect, test } from '@playwright/test'
import { formatPrice, formatPriceShort } from '../../src/lib/i18n'
import {
  annuity,
  balanceAfter,
  defaultKprInput,
  mortgage,
  mortgageProblem,
  startingInstalment,
} from '../../src/lib/mortgage'
import { developmentPageCase } from './mortgage-cases'

// Figures worked by hand (a calculator for the powers), then compared to 1 rupiah.
// Annuity: A = P·r / (1 − (1 + r)^−n), r = yearly rate / 12, n = months.
// Balance after k instalments: B = P·(1 + r)^k − A·((1 + r)^k − 1) / r.
const rupiah = (n: number) => Math.round(n)

test('no interest: the loan divided by the months', () => {
  // 120,000,000 over 10 years (120 months) = 1,000,000 a month.
  expect(annuity(120_000_000, 0, 120)).toBe(1_000_000)
})

test('one year at 12 %: the textbook annuity', () => {
  // r = 0.12 / 12 = 0.01; (1.01)^12 = 1.126825030
  // A = 12,000,000 × 0.01 × 1.126825030 / (1.126825030 − 1) = 135,219.0036 / 0.126825030 = 1,066,185.46
  expect(rupiah(annuity(12_000_000, 12, 12))).toBe(1_066_185)
  // Twelve such payments leave nothing owed.
  expect(Math.abs(balanceAfter(12_000_000, 12, annuity(12_000_000, 12, 12), 12))).toBeLessThan(0.01)
})

test('fixed 12 % for a year, then floating 24 % for the second year', () => {
  // Loan 100,000,000 over 24 months.
  // Fixed: r = 0.01; (1.01)^24 = 1.269734649
  //   A1 = 100,000,000 × 0.01 × 1.269734649 / 0.269734649 = 4,707,347.22
  // Balance after 12 months: (1.01)^12 = 1.126825030
  //   B = 100,000,000 × 1.126825030 − 4,707,347.22 × (0.126825030 / 0.01)
  //     = 112,682,503.01 − 4,707,347.22 × 12.6825030 = 112,682,503.01 − 59,700,945.33 = 52,981,557.68
  // Floating: r = 0.24 / 12 = 0.02 over the 12 months left; (1.02)^12 = 1.268241795
  //   A2 = 52,981,557.68 × 0.02 × 1.268241795 / 0.268241795 = 1,059,631.154 / 0.211506824 = 5,009,914.72
  const result = mortgage({
    price: 125_000_000,
    downPayment: 25_000_000,
    years: 2,
    fixedRate: 12,
    fixedYears: 1,
    floatingRate: 24,
  })
  expect(result.loan).toBe(100_000_000)
  expect(result.months).toBe(24)
  expect(result.periods.map((p) => [p.fromMonth, p.toMonth, p.rate])).toEqual([
    [1, 12, 12],
    [13, 24, 24],
  ])
  expect(rupiah(result.periods[0].instalment)).toBe(4_707_347)
  expect(rupiah(result.balanceAfterFixed)).toBe(52_981_558)
  expect(rupiah(result.periods[1].instalment)).toBe(5_009_915)
})

test('a KPR of 800 million: 6 % fixed for 3 years, then 11 % floating for 12 years', () => {
  // Loan 1,000,000,000 − 200,000,000 = 800,000,000 over 180 months.
  // Fixed: r = 0.005; (1.005)^180 = 2.454093562
  //   A1 = 800,000,000 × 0.005 × 2.454093562 / 1.454093562 = 9,816,374.25 / 1.454093562 = 6,750,854.62
  // Balance after 36 months: (1.005)^36 = 1.196680525
  //   B = 800,000,000 × 1.196680525 − 6,750,854.62 × (0.196680525 / 0.005)
  //     = 957,344,419.8 − 6,750,854.62 × 39.3361050 = 957,344,419.8 − 265,552,326.1 = 691,792,093.7
  // Floating: r = 0.11 / 12 = 0.009166667 over 144 months; (1.009166667)^144 = 3.720978681
  //   A2 = 691,792,093.7 × 0.009166667 × 3.720978681 / 2.720978681 = 8,671,996.15
  const result = mortgage(developmentPageCase.input)
  expect(result.loan).toBe(800_000_000)
  expect(rupiah(result.periods[0].instalment)).toBe(developmentPageCase.fixed)
  expect(rupiah(result.balanceAfterFixed)).toBe(691_792_094)
  expect(rupiah(result.periods[1].instalment)).toBe(developmentPageCase.floating)
})

test('a fixed period as long as the tenor leaves one period', () => {
  const result = mortgage({
    price: 112_000_000,
    downPayment: 100_000_000,
    years: 1,
    fixedRate: 12,
    fixedYears: 5,
    floatingRate: 20,
  })
  expect(result.periods).toHaveLength(1)
  expect(rupiah(result.periods[0].instalment)).toBe(1_066_185)
})

test('inputs that cannot make a loan are named', () => {
  const ok = developmentPageCase.input
  expect(mortgageProblem(ok)).toBeNull()
  expect(mortgageProblem({ ...ok, price: 0 })).toBe('price')
  expect(mortgageProblem({ ...ok, downPayment: ok.price })).toBe('downPayment')
  expect(mortgageProblem({ ...ok, years: 0 })).toBe('years')
  expect(mortgageProblem({ ...ok, floatingRate: Number.NaN })).toBe('price')
  expect(mortgageProblem({ ...ok, fixedRate: -1 })).toBe('rate')
})

test("a card's instalment: the calculator's starting values, the first period's instalment", () => {
  // 1,000,000,000 with 20 % down, 15 years, 6 % fixed for 3 years: the case above.
  expect(rupiah(startingInstalment(1_000_000_000)!)).toBe(developmentPageCase.fixed)
  expect(defaultKprInput(1_000_000_000)).toEqual(developmentPageCase.input)
  expect(startingInstalment(null)).toBeNull()
  expect(startingInstalment(0)).toBeNull()
  // Shown short, as each language writes it: millions with one decimal, in the language's digits.
  expect(formatPriceShort(6_750_854.62, 'EN')).toBe('IDR 6.8 mn')
  expect(formatPriceShort(6_750_854.62, 'ID')).toBe('Rp6,8 jt')
  expect(formatPriceShort(12_000_000, 'ID')).toBe('Rp12 jt')
})

test('prices on cards as each language writes them short; exact elsewhere', () => {
  expect(formatPriceShort(1_250_000_000, 'EN')).toBe('IDR 1.25 bn')
  expect(formatPriceShort(1_250_000_000, 'ID')).toBe('Rp1,25 M')
  expect(formatPriceShort(650_000_000, 'EN')).toBe('IDR 650 mn')
  expect(formatPriceShort(650_000_000, 'ID')).toBe('Rp650 jt')
  expect(formatPriceShort(3_000_000_000, 'ID')).toBe('Rp3 M')
  expect(formatPriceShort(1_456_000_000, 'EN')).toBe('IDR 1.46 bn')
  // Small amounts and other currencies stay exact.
  expect(formatPriceShort(750_000, 'EN')).toBe(formatPrice(750_000, 'IDR', 'EN'))
  expect(formatPriceShort(2_500_000, 'EN', 'USD')).toBe(formatPrice(2_500_000, 'USD', 'EN'))
})
