import { expect, test } from '@playwright/test'
import { progressPhotosMax, progressSectionId, wholePercent } from '@lestari/model/progress'
import { progressUpdateEmail, type ProgressNews } from '../../cms/src/email/messages'
import { plainTextOf } from '../../cms/src/email/text'
import { mediaSpecs } from '../../cms/src/seed/content/media'
import { progressSpecs } from '../../cms/src/seed/content/progress'

test('a percentage is written whole, from 0 to 100, whatever was stored', () => {
  expect([45.6, 45.4, 0, 100, -3, 140, null, undefined, Number.NaN].map(wholePercent)).toEqual([
    46, 45, 0, 100, 0, 100, 0, 0, 0,
  ])
})

const news: ProgressNews = {
  development: 'Kirana Hills',
  path: '/development/residential/kirana-hills/',
  title: 'Foundations poured',
  summary: 'Every foundation of block A is poured.',
  cluster: 'Cluster Aster',
  percent: 34.6,
  date: '2026-11-20T02:00:00.000Z',
}

test("a progress email says the update in the subscriber's language, links to the timeline and to their own unsubscribe", () => {
  const token = 'a'.repeat(48)
  const en = plainTextOf(progressUpdateEmail.html('en', news, { name: 'Budi', token }))
  expect(progressUpdateEmail.subject('en', news)).toBe('Construction progress at Kirana Hills: 35%')
  expect(en).toContain('Hello, Budi,')
  expect(en).toContain('Update: Foundations poured')
  expect(en).toContain('Date: 20 Nov 2026')
  expect(en).toContain('Cluster: Cluster Aster')
  expect(en).toContain('Progress: 35%')
  expect(en).toContain(`/development/residential/kirana-hills/#${progressSectionId}`)
  expect(en).toContain(`/subscribe/?unsubscribe=${token}`)

  const id = plainTextOf(
    progressUpdateEmail.html('id', { ...news, cluster: null, title: 'Fondasi dicor' }, { name: null, token }),
  )
  expect(progressUpdateEmail.subject('id', news)).toBe('Progres pembangunan Kirana Hills: 35%')
  expect(id).toContain('Halo,')
  expect(id).toContain('Kabar: Fondasi dicor')
  expect(id).toContain('Progres: 35%')
  expect(id).not.toContain('Klaster')
  expect(id).toContain(`/id/development/residential/kirana-hills/#${progressSectionId}`)
  expect(id).toContain(`/id/subscribe/?unsubscribe=${token}`)
})

test('the demo progress: Kirana Hills has a timeline, every update is in both languages with photos of the demo media', () => {
  const media = new Set(mediaSpecs.map((m) => m.key))
  expect(progressSpecs.filter((p) => p.project === 'kirana-hills').length).toBeGreaterThanOrEqual(3)
  expect(new Set(progressSpecs.map((p) => p.project)).size).toBeGreaterThanOrEqual(2)
  for (const spec of progressSpecs) {
    expect(spec.title.en).not.toBe(spec.title.id)
    expect(spec.summary.en).not.toBe(spec.summary.id)
    expect(spec.title.en.length).toBeLessThanOrEqual(120)
    expect(spec.summary.id.length).toBeLessThanOrEqual(600)
    expect(spec.percent).toBe(wholePercent(spec.percent))
    expect(spec.photos.length).toBeGreaterThan(0)
    expect(spec.photos.length).toBeLessThanOrEqual(progressPhotosMax)
    for (const photo of spec.photos) expect(media.has(photo), photo).toBe(true)
  }
})
