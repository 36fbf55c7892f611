import { expect, test } from '@playwright/test'
import { emailKey, phoneDigits, phoneKey, telHref, whatsAppHref } from '@lestari/model/contact-links'

test('tel: links carry no spaces or punctuation, and keep the + of an international number', () => {
  expect(telHref('+62 21 5550 0000')).toBe('tel:+622155500000')
  expect(telHref('+62 (21) 5550-0000')).toBe('tel:+622155500000')
  expect(telHref('021 5550 0000')).toBe('tel:02155500000')
})

test('wa.me links take the digits and an encoded message', () => {
  expect(whatsAppHref('+62 812 8000 2026')).toBe('https://wa.me/6281280002026')
  expect(whatsAppHref('+62 812 8000 2026', 'Halo, saya tertarik dengan Kirana Hills & unitnya?')).toBe(
    'https://wa.me/6281280002026?text=Halo%2C%20saya%20tertarik%20dengan%20Kirana%20Hills%20%26%20unitnya%3F',
  )
})

test('no link for an empty or impossible number', () => {
  for (const phone of [null, undefined, '', 'call us', '+62 12', '+62 8123 4567 8901 2345']) {
    expect(phoneDigits(phone)).toBeNull()
    expect(telHref(phone)).toBeNull()
    expect(whatsAppHref(phone, 'hello')).toBeNull()
  }
})

test('one person is one key however their email address or phone number is spelled', () => {
  for (const spelled of [
    'Buyer.One@Gmail.com',
    ' buyerone+visit@gmail.com ',
    'BUYER.ONE+2@googlemail.com',
    'buyerone@gmail.com.',
  ])
    expect(emailKey(spelled)).toBe('buyerone@gmail.com')
  expect(emailKey('Ａgent@Example.co.id')).toBe('agent@example.co.id')
  // Dots count at other providers.
  expect(emailKey('a.b@example.com')).not.toBe(emailKey('ab@example.com'))
  expect(emailKey('not an address')).toBeNull()
  expect(emailKey('+tag@example.com')).toBeNull()
  for (const spelled of [
    '+62 812-8000-2026',
    '0812 8000 2026',
    '(0812) 8000 2026',
    '0062 812 8000 2026',
    '６２８１２８０００２０２６',
  ])
    expect(phoneKey(spelled)).toBe('6281280002026')
  expect(phoneKey('+65 6123 4567')).toBe('6561234567')
  expect(phoneKey('12')).toBeNull()
})
