/** Worked in tests/unit/mortgage.spec.ts, shared with the e2e test so both expect the same figures. */

/**
 * The case the e2e test types into the calculator on a development page (tests/e2e/journey.spec.ts):
 * a 1,000,000,000 home, 200,000,000 down, 15 years, 6 % fixed for 3 years, then 11 % floating.
 */
export const developmentPageCase = {
  input: { price: 1_000_000_000, downPayment: 200_000_000, years: 15, fixedRate: 6, fixedYears: 3, floatingRate: 11 },
  fixed: 6_750_855,
  floating: 8_671_996,
}
