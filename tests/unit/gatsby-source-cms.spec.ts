import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { cmsRead, whereParams } from '../../plugins/gatsby-source-cms/cms-read'
import { fieldsWithLinkLists, orderLinksLike } from '../../plugins/gatsby-source-cms/relation-order'

const link = (remoteId: number) => ({ remoteTypeName: 'Facility', remoteId, locale: 'en' })

test('links of a document take the order of the same relationships in REST, blocks included', () => {
  const fetched = {
    remoteId: 3,
    nearbyFacilities: [link(18), link(9), link(5)],
    heroImage: link(1),
    layout: [
      { remoteTypeName: 'InstagramFeedBlock', posts: [link(2), link(1)] },
      { remoteTypeName: 'CoverBlock', heading: 'x' },
    ],
  }
  orderLinksLike(fetched, {
    id: 3,
    nearbyFacilities: [9, 18, 5],
    heroImage: 1,
    layout: [{ blockType: 'instagramFeed', posts: [1, 2] }, { heading: 'x' }],
  })
  expect(fetched.nearbyFacilities.map((l) => l.remoteId)).toEqual([9, 18, 5])
  expect(fetched.layout[0].posts!.map((l) => l.remoteId)).toEqual([1, 2])
  expect(fetched.heroImage.remoteId).toBe(1)
})

test('REST is asked only for the fields holding two links or more, and not at all when none does', () => {
  const article = (remoteId: number, related: number[]) => ({
    remoteId,
    heroImage: link(1),
    relatedProjects: related.map(link),
    title: 'x',
  })
  expect(fieldsWithLinkLists([article(1, []), article(2, [7])])).toEqual([])
  expect(fieldsWithLinkLists([article(1, [7]), article(2, [8, 3])])).toEqual(['relatedProjects'])
  const page = {
    remoteId: 4,
    remoteParent: [link(1), link(2)],
    layout: [{ remoteTypeName: 'MapStatsBlock', projects: [link(2), link(1)] }],
  }
  expect(fieldsWithLinkLists([page])).toEqual(['parent', 'layout'])
})

test('a GraphQL where becomes REST query parameters', () => {
  expect(whereParams({ updatedAt: { greater_than_equal: '2026-01-01T00:00:00.000Z' } }).toString()).toBe(
    'where%5BupdatedAt%5D%5Bgreater_than_equal%5D=2026-01-01T00%3A00%3A00.000Z',
  )
  expect(whereParams(null).toString()).toBe('')
})

test('a read from the CMS is tried again when the connection drops or the CMS is briefly unavailable, three times at most', async () => {
  let requests = 0
  // Drops the first connection, answers 503 once, then answers.
  const server = http.createServer((req, res) => {
    requests++
    if (requests === 1) return req.socket.destroy()
    if (requests === 2) return res.writeHead(503).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`
  try {
    expect(await (await cmsRead(url)).json()).toEqual({ ok: true })
    expect(requests).toBe(3)
    requests = 0
    await expect(cmsRead(url, {}, 2)).resolves.toHaveProperty('status', 503)
    expect(requests).toBe(2)
  } finally {
    server.close()
  }
})
