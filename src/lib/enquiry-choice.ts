/**
 * What a visitor chose to ask about before reaching a development's forms, which may still be
 * loading when the link is followed: a unit row's "Enquire" link chooses a unit type, a site-plan
 * lot's "Enquire about this lot" or "Book a visit" a lot (and its unit type).
 */
export const enquiryUnitEvent = 'site:enquiry-unit'
export type EnquiryChoice = { unit: number | null; lot: string | null }
let chosen: EnquiryChoice = { unit: null, lot: null }

export const chosenUnit = () => chosen.unit
export const chosenLot = () => chosen.lot

export function chooseUnit(unit: number | null, lot: string | null = null) {
  chosen = { unit, lot }
  window.dispatchEvent(new CustomEvent<EnquiryChoice>(enquiryUnitEvent, { detail: chosen }))
}
