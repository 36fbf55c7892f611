import { expect, test } from '@playwright/test'
import { cleanSavedHomes } from '@lestari/model/saved-homes'
import { mergeDeviceAndAccount } from '../../src/lib/saved-homes'

const home = (slug: string) => ({ slug, title: slug.toUpperCase(), path: `/development/residential/${slug}/` })

test('saved homes keep only well-formed entries, each once, within the limits', () => {
  const cleaned = cleanSavedHomes({
    developments: [
      home('a'),
      home('a'),
      { slug: 'Bad Slug', title: 'x', path: '/x/' },
      { slug: 'b', title: 'B', path: 'https://evil.example/' },
    ],
    units: Array.from({ length: 150 }, (_, i) => home(`u-${i}`)),
    compare: ['a', 'a', 'b', 'c', 'd', 'e', 7],
  })
  expect(cleaned.developments).toEqual([home('a')])
  expect(cleaned.units).toHaveLength(100)
  expect(cleaned.compare).toEqual(['a', 'b', 'c', 'd'])
  expect(cleanSavedHomes('nonsense')).toEqual({ developments: [], units: [], compare: [] })
})

test("on sign-in the device's and the account's saved homes merge, less what the device removed", () => {
  const device = { developments: [home('a')], units: [], compare: [], removed: ['developments:b'] }
  const account = { developments: [home('b'), home('c')], units: [home('u')], compare: ['x', 'y'] }
  expect(mergeDeviceAndAccount(device, account)).toEqual({
    developments: [home('a'), home('c')],
    units: [home('u')],
    // A device without a compare choice takes the account's; one with a choice keeps its own.
    compare: ['x', 'y'],
  })
  expect(mergeDeviceAndAccount({ ...device, compare: ['z'] }, account).compare).toEqual(['z'])
  expect(mergeDeviceAndAccount(device, null).developments).toEqual([home('a')])
})
