import { expect, test } from '@playwright/test'
import { adminTranslations } from '../../cms/src/i18n'
import { formatDateTime, formatDateTimeWithZone, isoInTimeZone, zoneName } from '../../cms/src/utilities/format-date'
import { publishProgress, shownProgress, type BuildStatus } from '../../cms/src/site-build/progress'

test('every admin text of the site has its Indonesian, with the same placeholders as the English', () => {
  const { en, id } = { en: adminTranslations.en.custom, id: adminTranslations.id.custom }
  expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
  for (const [key, text] of Object.entries(en)) {
    expect(id[key as keyof typeof id], key).not.toBe('')
    expect(placeholders(id[key as keyof typeof id]), key).toEqual(placeholders(text))
  }
})

test("dates are written as the admin's language writes them, day before month, in the site's time zone", () => {
  const at = '2026-11-26T18:09:00.000Z'
  expect(formatDateTime(at, 'UTC', 'id')).toBe('26 Nov 2026, 18.09')
  expect(formatDateTime(at, 'UTC', 'en')).toBe('26 Nov 2026, 18:09')
  expect(formatDateTime(at, 'Asia/Jakarta', 'en')).toBe('27 Nov 2026, 01:09')
  expect(formatDateTime(null, 'UTC', 'en')).toBe('')
})

test('a time outside the admin names its zone; the ISO form carries the offset', () => {
  const at = '2026-11-26T15:17:00.000Z'
  expect(formatDateTimeWithZone(at, 'Asia/Jakarta', 'id')).toBe('26 Nov 2026, 22.17 WIB')
  expect(formatDateTimeWithZone(at, 'Asia/Jakarta', 'en')).toBe('26 Nov 2026, 22:17 WIB')
  expect(zoneName('Asia/Makassar')).toBe('WITA')
  expect(zoneName('Asia/Jayapura')).toBe('WIT')
  expect(isoInTimeZone(at, 'Asia/Jakarta')).toBe('2026-11-26T22:17:00+07:00')
  expect(isoInTimeZone(at, 'America/St_Johns')).toBe('2026-11-26T11:47:00-03:30')
  expect(isoInTimeZone(at, 'UTC')).toBe('2026-11-26T15:17:00+00:00')
  expect(isoInTimeZone(null, 'UTC')).toBe('')
})

test('a published change is live once a build went live after it and nothing waits', () => {
  const savedAt = '2026-11-26T10:00:00.000Z'
  const before = '2026-11-26T09:59:00.000Z'
  const after = '2026-11-26T10:00:05.000Z'
  const later = '2026-11-26T10:00:20.000Z'
  const status = (s: Partial<BuildStatus>): BuildStatus => ({ state: 'idle', queued: false, ...s })

  // No answer yet, or the change waits for its build (queued, or a build of older changes runs).
  expect(publishProgress(null, savedAt)).toBe('waiting')
  expect(publishProgress(status({ queued: true, liveSince: before }), savedAt)).toBe('waiting')
  expect(publishProgress(status({ state: 'building', buildStartedAt: before, queued: true }), savedAt)).toBe('waiting')
  expect(publishProgress(status({ state: 'building', buildStartedAt: before }), savedAt)).toBe('waiting')
  // The last build went live before the save: not this change.
  expect(publishProgress(status({ liveSince: before }), savedAt)).toBe('waiting')
  expect(publishProgress(status({ state: 'building', buildStartedAt: after }), savedAt)).toBe('building')
  // The worker forgets a build's start once it is live (scripts/lib/builder.ts).
  expect(publishProgress(status({ buildStartedAt: null, liveSince: later }), savedAt)).toBe('live')
  // Live, but newer changes wait for the next build: the one that went live may not hold this change.
  expect(publishProgress(status({ liveSince: later, queued: true }), savedAt)).toBe('waiting')
  // A failure after the save is told; an older one is not this change's.
  const failure = (at: string) => ({ at, reason: 'The CMS stopped answering.' })
  expect(publishProgress(status({ state: 'failed', lastFailure: failure(later) }), savedAt)).toBe('failed')
  expect(publishProgress(status({ state: 'failed', lastFailure: failure(before) }), savedAt)).toBe('waiting')
  // A hosting service's hook tells nothing more; no build hook, nothing to follow.
  expect(publishProgress(status({ state: 'requested' }), savedAt)).toBe('requested')
  expect(publishProgress(status({ state: 'off' }), savedAt)).toBeNull()
  // Once seen live, a later build (another change's) leaves the document view saying live.
  expect(shownProgress(true, publishProgress(status({ state: 'building', buildStartedAt: later }), savedAt))).toBe(
    'live',
  )
  expect(shownProgress(true, publishProgress(status({ liveSince: later, queued: true }), savedAt))).toBe('live')
  expect(shownProgress(false, publishProgress(status({ state: 'building', buildStartedAt: after }), savedAt))).toBe(
    'building',
  )
})
