import { expect, test } from '@playwright/test'
import {
  consentForms,
  consentWordingVersions,
  csvCell,
  erasedName,
  exportCSV,
  isConsentPurpose,
  monthsBefore,
  retentionCutoffs,
  purposeActive,
  type PrivacyExport,
} from '@lestari/model/privacy'
import { belongsTo, personWhere } from '../../cms/src/privacy/consents'
import { isEmailAbout } from '../../cms/src/email/queue'
import { anonymisedEnquiry, anonymisedVisit } from '../../cms/src/privacy/erase'
import { idList } from '../../cms/src/privacy/staff-access'

const copy = (over: Partial<PrivacyExport> = {}): PrivacyExport => ({
  exportedAt: '2026-11-30T01:00:00.000Z',
  account: { id: 7, name: 'Putri', email: 'putri@example.com', phone: '+62 812 1', whatsapp: null },
  enquiries: [{ id: 3, name: 'Putri', message: 'Line one\nline "two"', development: 'Kirana Hills' }],
  siteVisits: [],
  subscriptions: [{ id: 9, email: 'putri@example.com', developments: ['Kirana Hills'] }],
  savedHomes: { developments: [{ slug: 'kirana-hills' }], units: [], compare: [] },
  consents: [
    {
      id: 1,
      purpose: 'sales-contact',
      form: 'enquiry',
      wordingVersion: 'enquiry-2026-11-v1',
      language: 'en',
      page: '/x/',
      givenAt: '2026-11-30T00:00:00.000Z',
      withdrawnAt: null,
    },
  ],
  ...over,
})

test('the CSV copy is one row per field of each record, quoted, with formulas defused and lists as JSON', () => {
  const lines = exportCSV(copy())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
  expect(lines[0]).toBe('"section","record","field","value"')
  expect(lines).toContain('"account","7","email","putri@example.com"')
  // A phone starting with + would run as a formula in a spreadsheet.
  expect(lines).toContain(`"account","7","phone","'+62 812 1"`)
  expect(lines).toContain('"enquiry","3","message","Line one\nline ""two"""')
  expect(lines).toContain('"subscription","9","developments","[""Kirana Hills""]"')
  expect(lines).toContain('"saved-homes","","developments","[{""slug"":""kirana-hills""}]"')
  expect(lines).toContain('"consent","1","purpose","sales-contact"')
  expect(lines.filter((l) => l.startsWith('"site-visit"'))).toEqual([])
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvCell(null)).toBe('""')
})

test('a purpose is active while one of its consents is not withdrawn', () => {
  const given = { purpose: 'newsletter' as const, withdrawnAt: null }
  const withdrawn = { purpose: 'newsletter' as const, withdrawnAt: '2026-11-30T00:00:00.000Z' }
  expect(purposeActive([given], 'newsletter')).toBe(true)
  expect(purposeActive([withdrawn], 'newsletter')).toBe(false)
  expect(purposeActive([withdrawn, given], 'newsletter')).toBe(true)
  expect(purposeActive([given], 'sales-contact')).toBe(false)
  expect(isConsentPurpose('development-updates')).toBe(true)
  expect(isConsentPurpose('marketing')).toBe(false)
  // Every form that asks for consent has a wording version.
  for (const form of consentForms) expect(consentWordingVersions[form]).toMatch(/^[a-z-]+-\d{4}-\d{2}-v\d+$/)
})

test('a person’s records are theirs by account or by the exact address, whatever its case', () => {
  const person = { email: ' Bob@Example.com ', account: 4 }
  expect(belongsTo(person, { email: 'bob@example.com' })).toBe(true)
  expect(belongsTo(person, { email: 'jimbob@example.com' })).toBe(false)
  expect(belongsTo(person, { email: 'someone@example.com', account: 4 })).toBe(true)
  expect(belongsTo(person, { email: null, account: { id: 4 } })).toBe(true)
  expect(belongsTo({ email: 'bob@example.com' }, { email: null, account: 4 })).toBe(false)
  expect(personWhere(person)).toEqual({ or: [{ email: { like: 'bob@example.com' } }, { account: { equals: 4 } }] })
  // Nobody named: a filter that finds nothing, never everything.
  expect(personWhere({})).toEqual({ id: { equals: -1 } })
})

test('an anonymised enquiry or visit keeps no contact detail and is never contacted again', () => {
  const now = '2026-11-30T00:00:00.000Z'
  const enquiry = anonymisedEnquiry(now)
  expect(enquiry).toMatchObject({ name: erasedName, phone: null, email: null, message: null, notes: [], account: null })
  expect(enquiry).toMatchObject({ contactConsent: 'withdrawn', erasedAt: now })
  // The lead's facts are not touched: no development, unit type, stage or date among the fields.
  for (const kept of ['project', 'unitType', 'status', 'createdAt', 'lot']) expect(enquiry).not.toHaveProperty(kept)
  const visit = anonymisedVisit(now)
  expect(visit).toMatchObject({ name: erasedName, phone: '', email: '', emailKey: null, phoneKey: null })
  for (const kept of ['project', 'slotStart', 'status']) expect(visit).not.toHaveProperty(kept)
})

test('the access record keeps ids between commas, so that one document’s entries are found exactly', () => {
  expect(idList([12, 15])).toBe(',12,15,')
  expect(idList([])).toBe('')
  expect(idList([1]).includes(',1,')).toBe(true)
  expect(idList([12]).includes(',1,')).toBe(false)
})

test('retention periods count calendar months back, to the month’s last day when it is shorter; 0 keeps a kind', () => {
  expect(monthsBefore(new Date('2026-11-30T08:00:00.000Z'), 24).toISOString()).toBe('2024-11-30T08:00:00.000Z')
  // 31 May less three months is the last day of February, not 3 March.
  expect(monthsBefore(new Date('2026-05-31T01:02:03.004Z'), 3).toISOString()).toBe('2026-02-28T01:02:03.004Z')
  expect(monthsBefore(new Date('2028-03-31T00:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z')
  expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z')
  const now = new Date('2026-11-30T00:00:00.000Z')
  expect(retentionCutoffs(now, { enquiries: 24, visits: 12 })).toEqual({
    enquiries: new Date('2024-11-30T00:00:00.000Z'),
    visits: new Date('2025-11-30T00:00:00.000Z'),
  })
  expect(retentionCutoffs(now, { enquiries: 0, visits: 6 }).enquiries).toBeNull()
})

test("an erasure finds the person's queued emails by their leads and by their address, and nobody else's", () => {
  const person = {
    email: 'Putri@Example.com',
    leads: [
      { collection: 'enquiries' as const, id: 3 },
      { collection: 'site-visits' as const, id: 5 },
    ],
  }
  const about = (input: unknown) => isEmailAbout(input, person)
  // The sales team's notice of her enquiry, to the sales address.
  expect(about({ message: { to: 'sales@example.com' }, lead: { collection: 'enquiries', id: 3 } })).toBe(true)
  expect(about({ message: { to: 'sales@example.com' }, lead: { collection: 'site-visits', id: 5 } })).toBe(true)
  // Another lead's notice, with the same id in another collection.
  expect(about({ message: { to: 'sales@example.com' }, lead: { collection: 'site-visits', id: 3 } })).toBe(false)
  expect(about({ message: { to: 'sales@example.com' }, lead: { collection: 'enquiries', id: 4 } })).toBe(false)
  // Account emails to her address, however written.
  expect(about({ message: { to: 'putri@example.com' } })).toBe(true)
  expect(about({ message: { to: { name: 'Putri', address: 'PUTRI@example.com' } } })).toBe(true)
  expect(about({ message: { to: '"Putri, Jakarta" <putri@example.com>' } })).toBe(true)
  expect(about({ message: { to: 'sales@example.com, putri@example.com' } })).toBe(true)
  expect(about({ message: { to: ['sales@example.com'], bcc: ['putri@example.com'] } })).toBe(true)
  // Addresses that only contain hers are someone else's.
  expect(about({ message: { to: 'aputri@example.com' } })).toBe(false)
  expect(about({ message: { to: 'putri@example.com.au' } })).toBe(false)
  expect(about({ message: { to: 'someone.else@example.com' } })).toBe(false)
  expect(about(null)).toBe(false)
  expect(isEmailAbout({ message: { to: 'putri@example.com' } }, { email: null, leads: [] })).toBe(false)
})
