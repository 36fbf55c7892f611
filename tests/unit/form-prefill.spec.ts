import { expect, test } from '@playwright/test'
import { prefilledAnswers } from '../../src/lib/form-prefill'

const contactFields = [
  { name: 'name', type: 'text' },
  { name: 'topic', type: 'select', options: [{ value: 'buying' }, { value: 'renting' }] },
  { name: 'message', type: 'textarea', maxLength: 20 },
  { name: 'consent', type: 'checkbox' },
]

test('a link fills in the topic and the message only: a select with one of its options, text cut to its length', () => {
  expect(prefilledAnswers(contactFields, '?topic=buying&message=I%20am%20looking%20for%20a%20home')).toEqual({
    topic: 'buying',
    message: 'I am looking for a h',
  })
  expect(prefilledAnswers(contactFields, '?topic=<script>&name=Mallory&consent=true&message=')).toEqual({})
})
