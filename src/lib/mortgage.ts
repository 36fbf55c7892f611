/**
 * A KPR (Indonesian mortgage) as banks sell it: a fixed rate for the first years, then a floating
 * rate until the end of the tenor. Each period is an annuity: the fixed instalment repays the whole
 * loan over the whole tenor at the fixed rate; when the rate changes, the balance still owed is
 * spread as a new annuity over the months that remain. Rates are yearly percentages, compounded
 * monthly (rate / 12), as Indonesian banks quote them.
 */

export type MortgageInput = {
  price: number
  downPayment: number
  /** Tenor in years. */
  years: number
  /** Yearly interest rate, in percent, for the first `fixedYears`. */
  fixedRate: number
  fixedYears: number
  /** Yearly interest rate, in percent, after the fixed period. */
  floatingRate: number
}

export type MortgagePeriod = { fromMonth: number; toMonth: number; rate: number; instalment: number }

export type MortgageResult = {
  loan: number
  months: number
  /** The fixed period, then the floating one (absent when the fixed period covers the tenor). */
  periods: MortgagePeriod[]
  /** The balance still owed when the floating rate starts. */
  balanceAfterFixed: number
}

/** The monthly instalment that repays `principal` in `months` at a yearly rate of `yearlyRate` %. */
export function annuity(principal: number, yearlyRate: number, months: number): number {
  if (months <= 0) return 0
  const r = yearlyRate / 1200
  if (r === 0) return principal / months
  return (principal * r) / (1 - (1 + r) ** -months)
}

/** What is still owed after `paid` monthly instalments of `instalment`. */
export function balanceAfter(principal: number, yearlyRate: number, instalment: number, paid: number): number {
  const r = yearlyRate / 1200
  if (r === 0) return Math.max(0, principal - instalment * paid)
  const growth = (1 + r) ** paid
  return Math.max(0, principal * growth - (instalment * (growth - 1)) / r)
}

/** Why an input cannot be computed, or null when it can. */
export function mortgageProblem(
  input: MortgageInput,
): 'price' | 'downPayment' | 'years' | 'rate' | 'fixedYears' | null {
  const finite = Object.values(input).every((v) => Number.isFinite(v))
  if (!finite || input.price <= 0) return 'price'
  if (input.downPayment < 0 || input.downPayment >= input.price) return 'downPayment'
  if (input.years < 1 || input.years > 40 || !Number.isInteger(input.years)) return 'years'
  if (input.fixedRate < 0 || input.fixedRate > 50 || input.floatingRate < 0 || input.floatingRate > 50) return 'rate'
  if (input.fixedYears < 0 || !Number.isInteger(input.fixedYears)) return 'fixedYears'
  return null
}

/** The monthly instalments of each period; exact figures (round them when showing them). */
export function mortgage(input: MortgageInput): MortgageResult {
  const loan = input.price - input.downPayment
  const months = input.years * 12
  const fixedMonths = Math.min(input.fixedYears * 12, months)
  const periods: MortgagePeriod[] = []
  let balance = loan
  if (fixedMonths > 0) {
    const instalment = annuity(loan, input.fixedRate, months)
    periods.push({ fromMonth: 1, toMonth: fixedMonths, rate: input.fixedRate, instalment })
    balance = balanceAfter(loan, input.fixedRate, instalment, fixedMonths)
  }
  if (fixedMonths < months) {
    periods.push({
      fromMonth: fixedMonths + 1,
      toMonth: months,
      rate: input.floatingRate,
      instalment: annuity(balance, input.floatingRate, months - fixedMonths),
    })
  }
  return { loan, months, periods, balanceAfterFixed: fixedMonths < months ? balance : 0 }
}

/** The KPR calculator's starting values: 20 % down, 15 years, 6 % fixed for 3 years, then 11 % floating. */
export const kprDefaults = { downPaymentShare: 0.2, years: 15, fixedRate: 6, fixedYears: 3, floatingRate: 11 }

/** The KPR of `price` with the calculator's starting values. */
export const defaultKprInput = (price: number): MortgageInput => ({
  price,
  downPayment: Math.round(price * kprDefaults.downPaymentShare),
  years: kprDefaults.years,
  fixedRate: kprDefaults.fixedRate,
  fixedYears: kprDefaults.fixedYears,
  floatingRate: kprDefaults.floatingRate,
})

/**
 * The first monthly instalment of a KPR of `price` with the calculator's starting values: what a
 * card's "from Rp X juta/month" shows. Null when there is no price to finance.
 */
export function startingInstalment(price: number | null | undefined): number | null {
  if (price == null || !(price > 0)) return null
  return mortgage(defaultKprInput(price)).periods[0].instalment
}
