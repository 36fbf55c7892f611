import type { PipelineKey } from '../../i18n/pipeline'

/**
 * The stages of a lead, in the order a sale goes: a new enquiry, contacted, a site visit booked,
 * visited, a booking (NUP: the buyer's priority number, paid to reserve a unit), then won or lost
 * (with a reason). Stored as these values, shown with the labels of cms/src/i18n/pipeline.ts.
 */
export const enquiryStages = ['new', 'contacted', 'visit_booked', 'visited', 'booking', 'won', 'lost'] as const

export type EnquiryStage = (typeof enquiryStages)[number]

export const stageLabelKeys: Record<EnquiryStage, PipelineKey> = {
  new: 'pipelineStageNew',
  contacted: 'pipelineStageContacted',
  visit_booked: 'pipelineStageVisitBooked',
  visited: 'pipelineStageVisited',
  booking: 'pipelineStageBooking',
  won: 'pipelineStageWon',
  lost: 'pipelineStageLost',
}
