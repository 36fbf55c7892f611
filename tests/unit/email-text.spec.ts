import { expect, test } from '@playwright/test'
import { greetingName, plainTextOf } from '../../cms/src/email/text'

test('a greeting names a person by a name that can carry no link, address or number', () => {
  expect(greetingName('  Budi  Santoso ')).toBe('Budi Santoso')
  expect(greetingName("Siti Nur'aini")).toBe("Siti Nur'aini")
  expect(greetingName('J. Budi')).toBe('J. Budi')
  expect(greetingName('Ngô Thị Hương')).toBe('Ngô Thị Hương')
  for (const unsafe of [
    'evil.com',
    'Visit https://x.io',
    'Call 0812 3456',
    'a@b.id',
    '<b>Budi</b>',
    '',
    null,
    'x'.repeat(41),
  ])
    expect(greetingName(unsafe), String(unsafe)).toBeNull()
})

test('the plain-text part of an email keeps its paragraphs, table rows and link addresses', () => {
  const text = plainTextOf(`<!doctype html><html><body>
<p>Hello, Budi,</p>
<p>Thank you &amp; welcome.</p>
<table><tr><th>Development</th><td>Kirana Hills</td></tr>
<tr><th>Message</th><td>Is there a 3&lt;4 unit?</td></tr></table>
<p><a href="https://example.com/profile/?a=1&amp;b=2">See your enquiries</a></p>
<p>https://example.com/profile/</p>
</body></html>`)
  expect(text).toBe(
    'Hello, Budi,\n\nThank you & welcome.\n\nDevelopment: Kirana Hills\n\nMessage: Is there a 3<4 unit?\n\nSee your enquiries (https://example.com/profile/?a=1&b=2)\n\nhttps://example.com/profile/\n',
  )
})
