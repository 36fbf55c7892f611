/**
 * The unit type a visitor chose with a unit row's "Enquire" link, for the development's enquiry
 * form (which may still be loading when the link is followed).
 */
export const enquiryUnitEvent = 'site:enquiry-unit'
let chosen: number | null = null

export const chosenUnit = () => chosen

export function chooseUnit(id: number) {
  chosen = id
  window.dispatchEvent(new CustomEvent(enquiryUnitEvent, { detail: id }))
}
