import { expect, test } from '@playwright/test'
import type { GlobalAfterChangeHook } from 'payload'
import { liveSiteSettings } from '@lestari/model/live-fields'
import { rebuildsSiteGlobal } from '../../cms/src/site-build'
import { SiteSettings } from '../../cms/src/globals/SiteSettings'

/** The build requests the site settings' hook sends for a change from `previousDoc` to `doc` (fetch recorded, nothing sent). */
async function requestsFor(previousDoc: object, doc: object, context: Record<string, unknown> = {}) {
  const hook = rebuildsSiteGlobal(SiteSettings, liveSiteSettings).hooks!.afterChange!.at(-1) as GlobalAfterChangeHook
  const sent: string[] = []
  const realFetch = globalThis.fetch
  const hookURL = process.env.SITE_BUILD_HOOK_URL
  process.env.SITE_BUILD_HOOK_URL = 'http://builder.test/__site/build'
  globalThis.fetch = (async (url: string) => {
    sent.push(String(url))
    return new Response('{}')
  }) as typeof fetch
  try {
    await hook({
      doc,
      previousDoc,
      context,
      global: SiteSettings,
      req: {},
    } as unknown as Parameters<GlobalAfterChangeHook>[0])
  } finally {
    globalThis.fetch = realFetch
    if (hookURL === undefined) delete process.env.SITE_BUILD_HOOK_URL
    else process.env.SITE_BUILD_HOOK_URL = hookURL
  }
  return sent.length
}

const settings = {
  id: 1,
  brandName: 'Lestari City',
  tagline: 'A city',
  navigation: [{ id: 'a1', label: 'News', url: '/news/' }],
  stock: { bsde: 1085, duti: 5350, a26: 1240 },
  updatedAt: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
}

test('a change to the stock counters alone asks for no site build; any other change of the site settings does', async () => {
  // As Payload hands them over: the previous copy with its row id, the saved one without.
  const { id: _id, ...withoutId } = settings
  const saved = { ...withoutId, updatedAt: '2026-11-23T11:00:00.000Z' }
  expect(await requestsFor(settings, { ...saved, stock: { bsde: 1100, duti: 5350, a26: 1240 } })).toBe(0)
  expect(await requestsFor(settings, saved)).toBe(0)
  expect(await requestsFor(settings, { ...saved, tagline: 'A new city' })).toBe(1)
  expect(
    await requestsFor(settings, {
      ...saved,
      navigation: [{ id: 'a1', label: 'Berita', url: '/news/' }],
      stock: { bsde: 1, duti: 2, a26: 3 },
    }),
  ).toBe(1)
  // Seed writes never ask.
  expect(await requestsFor(settings, { ...saved, tagline: 'Seeded' }, { seed: true })).toBe(0)
})
