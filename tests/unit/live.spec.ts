import { expect, test } from '@playwright/test'
import { passwordProblem } from '@lestari/model/password'
import { readSessionHint, writeSessionHint } from '../../src/lib/account'
import {
  liveErrorKind,
  liveErrorText,
  rejectedFields,
  reportLiveError,
  retryAfterSeconds,
  waitText,
} from '../../src/lib/live-errors'
import { excerptPieces, highlight, queryWords, searchWhere } from '../../src/lib/search'

test('password policy: length, a letter and a digit, not the email', () => {
  expect(passwordProblem('short1')).toBe('tooShort')
  expect(passwordProblem('x'.repeat(129) + '1')).toBe('tooLong')
  expect(passwordProblem('onlyletters-here')).toBe('needsLetterAndDigit')
  expect(passwordProblem('1234567890')).toBe('needsLetterAndDigit')
  expect(passwordProblem('dewi-lestari-2026', 'dewi.lestari@example.com')).toBe(null)
  expect(passwordProblem('my-dewi.lestari-1', 'dewi.lestari@example.com')).toBe('containsEmail')
  expect(passwordProblem('kata-sandi-baru-7')).toBe(null)
  expect(passwordProblem('sandi-ñandú-2026')).toBe(null)
})

test('live errors: status, missing response, network and CMS refusals are told apart', () => {
  expect(
    liveErrorKind(
      Object.assign(new Error('Response not successful: Received status code 503'), {
        name: 'ServerError',
        statusCode: 503,
      }),
    ),
  ).toBe('server')
  expect(liveErrorKind(new Error("Server response was missing for query 'Login'."))).toBe('server')
  expect(liveErrorKind(new TypeError('Failed to fetch'))).toBe('network')
  expect(liveErrorKind(new Error('Loading chunk apollo-client failed.'))).toBe('network')
  const graphql = (name: string, statusCode?: number) => ({
    errors: [{ message: 'x', extensions: { name, statusCode } }],
  })
  expect(liveErrorKind(graphql('AuthenticationError', 401))).toBe('wrongCredentials')
  expect(liveErrorKind(graphql('UnverifiedEmail', 403))).toBe('unverified')
  expect(liveErrorKind(graphql('ValidationError', 400))).toBe('rejected')
  expect(liveErrorKind(graphql('Forbidden', 403))).toBe('forbidden')
  expect(liveErrorKind(graphql('APIError', 500))).toBe('server')
  // A production build may shorten the class names: status and message decide then.
  const shortened = (statusCode: number, message: string) => ({
    errors: [{ message, extensions: { name: 'e', statusCode } }],
  })
  expect(liveErrorKind(shortened(401, 'The email or password provided is incorrect.'))).toBe('wrongCredentials')
  expect(liveErrorKind(shortened(403, 'Please verify your email before logging in.'))).toBe('unverified')
  expect(liveErrorKind(shortened(403, 'You are not allowed to perform this action.'))).toBe('forbidden')
  expect(liveErrorKind(shortened(500, 'Something went wrong.'))).toBe('server')
  const rejected = {
    errors: [
      {
        extensions: {
          name: 'ValidationError',
          data: {
            errors: [
              { path: 'email', message: 'taken' },
              { path: 'data.name', message: 'long' },
            ],
          },
        },
      },
    ],
  }
  expect(rejectedFields(rejected)).toEqual({ email: 'taken', name: 'long' })
  const logged: string[] = []
  reportLiveError(new Error('Response not successful: Received status code 503'), 'Login', {
    error: (m: string) => logged.push(m),
  })
  expect(logged).toEqual(['[live] Login: Response not successful: Received status code 503'])
})

test('live errors: a limited caller (429 from the site server or the CMS) is told how long to wait, in both languages', () => {
  // The site server's rate limit (scripts/lib/limits.ts), as Apollo's ServerError carries it.
  const body = JSON.stringify({
    errors: [{ message: 'Too many requests', extensions: { statusCode: 429, code: 'RATE_LIMITED', retryAfter: 600 } }],
  })
  const serverError = (headers: Record<string, string>, bodyText = body) =>
    Object.assign(new Error('Response not successful: Received status code 429'), {
      name: 'ServerError',
      statusCode: 429,
      bodyText,
      response: { headers: new Headers(headers) },
    })
  expect(liveErrorKind(serverError({ 'retry-after': '45' }))).toBe('limited')
  expect(retryAfterSeconds(serverError({ 'retry-after': '45' }))).toBe(45)
  expect(retryAfterSeconds(serverError({}))).toBe(600)
  expect(retryAfterSeconds(serverError({}, 'not json'))).toBeNull()
  // The CMS's login throttle (cms/src/collections/Users/login-throttle.ts): a GraphQL error with status 429.
  const throttled = {
    errors: [
      {
        message: 'Too many login attempts.',
        extensions: { name: 'APIError', statusCode: 429, data: { code: 'RATE_LIMITED', retryAfter: 8 } },
      },
    ],
  }
  expect(liveErrorKind(throttled)).toBe('limited')
  expect(retryAfterSeconds(throttled)).toBe(8)
  expect(liveErrorText('EN', throttled)).toBe(
    'Too many attempts from your connection. Please wait 8 seconds, then try again; what you typed is still here.',
  )
  expect(liveErrorText('ID', throttled)).toBe(
    'Terlalu banyak percobaan dari koneksi Anda. Tunggu 8 detik, lalu coba lagi; yang Anda ketik tetap tersimpan.',
  )
  expect(liveErrorText('EN', serverError({ 'retry-after': '600' }))).toContain('Please wait 10 minutes, then try again')
  expect(liveErrorText('ID', serverError({ 'retry-after': '600' }))).toContain('Tunggu 10 menit, lalu')
  expect(waitText('EN', 1)).toBe('1 second')
  expect(waitText('EN', 91)).toBe('2 minutes')
  expect(waitText('EN', null)).toBe('a few minutes')
  expect(waitText('ID', null)).toBe('beberapa menit')
  // Other statuses keep their kinds.
  expect(
    liveErrorKind({ errors: [{ message: 'x', extensions: { statusCode: 401, name: 'AuthenticationError' } }] }),
  ).toBe('wrongCredentials')
  expect(liveErrorKind(Object.assign(new Error('x'), { statusCode: 413 }))).toBe('server')
})

test('session hint: only a name, never a token; broken storage is ignored', () => {
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  }
  expect(readSessionHint(storage)).toBe(null)
  writeSessionHint(storage, { name: 'Dewi' })
  expect(readSessionHint(storage)).toEqual({ name: 'Dewi' })
  writeSessionHint(storage, null)
  expect(readSessionHint(storage)).toBe(null)
  store.set('lestari-session', '{not json')
  expect(readSessionHint(storage)).toBe(null)
  expect(
    readSessionHint({
      getItem: () => {
        throw new Error('denied')
      },
    }),
  ).toBe(null)
})

test('search: words, highlighting, index excerpts as text', () => {
  expect(queryWords('  Danau  BIRU danau ')).toEqual(['danau', 'biru'])
  expect(highlight('Danau Residences by the danau', 'danau')).toEqual([
    { text: 'Danau', match: true },
    { text: ' Residences by the ', match: false },
    { text: 'danau', match: true },
  ])
  // Markup in the query or the text stays text (React escapes it); regex characters are literal.
  expect(highlight('a <b>bold</b> (x+y)', '<b> x+y')).toEqual([
    { text: 'a ', match: false },
    { text: '<b>', match: true },
    { text: 'bold</b> (', match: false },
    { text: 'x+y', match: true },
    { text: ')', match: false },
  ])
  expect(highlight('', 'x')).toEqual([])
  // The index's excerpts: only <mark> becomes a match; other markup never renders, entities become text.
  expect(excerptPieces('By the <mark>danau</mark> &amp; &lt;img src=x onerror=alert(1)&gt; <b>x</b>')).toEqual([
    { text: 'By the ', match: false },
    { text: 'danau', match: true },
    { text: ' & <img src=x onerror=alert(1)> x', match: false },
  ])
  expect(excerptPieces('<mark><script>alert(1)</script>lake</mark>')).toEqual([{ text: 'alert(1)lake', match: true }])
  expect(searchWhere(['title', 'excerpt'], 'danau biru')).toEqual({
    OR: [
      { title: { like: 'danau' } },
      { excerpt: { like: 'danau' } },
      { title: { like: 'biru' } },
      { excerpt: { like: 'biru' } },
    ],
  })
  expect(searchWhere(['title'], 'x', [{ noindex: { not_equals: true } }])).toEqual({
    AND: [{ OR: [{ title: { like: 'x' } }] }, { noindex: { not_equals: true } }],
  })
})
