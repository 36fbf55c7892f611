import { expect, test } from '@playwright/test'
import { safeURL } from '../../cms/src/fields/common'

test('link fields of the CMS take site paths and web, mail and phone addresses only', () => {
  for (const ok of [
    '/news/',
    '/id/about/',
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:hi@example.com',
    'tel:+62211234',
    '',
    undefined,
  ]) {
    expect(safeURL(ok), String(ok)).toBe(true)
  }
  for (const bad of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/',
    '/\\evil.example/',
    'news/',
    'https://exa mple.com',
    'x'.repeat(2001),
    42,
  ]) {
    expect(safeURL(bad), String(bad).slice(0, 40)).toMatch(/site path|too long/)
  }
})
