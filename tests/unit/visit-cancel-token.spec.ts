import { expect, test } from '@playwright/test'
import { cancelToken, isCancelTokenOf, visitIdOfToken } from '../../cms/src/collections/SiteVisits/emails'

test("a visit's cancel link names its id and is signed with its creation time, so a later visit given the same id is not cancelled by it", () => {
  process.env.PAYLOAD_SECRET ||= 'a-secret-of-the-unit-test-0123456789'
  const visit = { id: 41, createdAt: '2026-12-04T08:00:00.000Z' }
  const token = cancelToken(visit)
  expect(visitIdOfToken(token)).toBe(41)
  expect(isCancelTokenOf(token, visit)).toBe(true)
  // The visit booked after it was deleted, under the same id (SQLite gives the highest id again).
  expect(isCancelTokenOf(token, { id: 41, createdAt: '2026-12-04T08:05:00.000Z' })).toBe(false)
  expect(isCancelTokenOf(token, { id: 42, createdAt: visit.createdAt })).toBe(false)
  for (const shape of ['', '41', `41.${'A'.repeat(42)}`, `x.${'A'.repeat(43)}`, 41])
    expect(visitIdOfToken(shape), String(shape)).toBeNull()
})
