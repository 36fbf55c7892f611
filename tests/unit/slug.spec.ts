import { expect, test } from '@playwright/test'
import { slugify } from '../../cms/src/fields/slug'

test('slugs are readable, lower-case and dash-separated', () => {
  expect(slugify('The Grove Residence')).toBe('the-grove-residence')
  expect(slugify('  Ruko Élan — Phase 2! ')).toBe('ruko-elan-phase-2')
  expect(slugify('---')).toBe('')
})
