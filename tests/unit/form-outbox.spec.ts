import { expect, test } from '@playwright/test'
import { retryDelay } from '../../src/lib/form-outbox'

test('kept submissions are tried again 5 s, then 20 s after a failed send, then every minute', () => {
  expect([1, 2, 3, 4, 10].map(retryDelay)).toEqual([5_000, 20_000, 60_000, 60_000, 60_000])
})
