import { expect, test } from '@playwright/test'
import { orderLinksLike, whereParams } from '../../src/lib/cms-source'

const link = (remoteId: number) => ({ remoteTypeName: 'Facility', remoteId, locale: 'en' })

test('links of a document take the order of the same relationships in REST, blocks included', () => {
  const fetched = {
    remoteId: 3,
    nearbyFacilities: [link(18), link(9), link(5)],
    heroImage: link(1),
    layout: [{ remoteTypeName: 'InstagramFeedBlock', posts: [link(2), link(1)] }, { remoteTypeName: 'CoverBlock', heading: 'x' }],
  }
  orderLinksLike(fetched, { id: 3, nearbyFacilities: [9, 18, 5], heroImage: 1, layout: [{ blockType: 'instagramFeed', posts: [1, 2] }, { heading: 'x' }] })
  expect(fetched.nearbyFacilities.map((l) => l.remoteId)).toEqual([9, 18, 5])
  expect(fetched.layout[0].posts!.map((l) => l.remoteId)).toEqual([1, 2])
  expect(fetched.heroImage.remoteId).toBe(1)
})

test('a GraphQL where becomes REST query parameters', () => {
  expect(whereParams({ updatedAt: { greater_than_equal: '2026-01-01T00:00:00.000Z' } }).toString())
    .toBe('where%5BupdatedAt%5D%5Bgreater_than_equal%5D=2026-01-01T00%3A00%3A00.000Z')
  expect(whereParams(null).toString()).toBe('')
})
