import { expect, test } from '@playwright/test'
import { linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import { cmsURL, hydrated, siteURL } from './stack'
import { confirmedVisitor, gql, loginOnSite, loginToken } from './visitors'

/**
 * Account changes need proof (docs/SECURITY.md): a session alone, as a thief would hold it,
 * changes neither the password nor the email address; a new address replaces the old one only
 * once confirmed, and the old address is told. And the CMS sends at most one confirmation or
 * reset email per address an hour.
 */

const UPDATE = `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { email pendingEmail } }`
const canLogIn = async (email: string, password: string) =>
  Boolean(
    (
      await gql(`mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`, {
        e: email,
        p: password,
      })
    ).data?.loginUser,
  )

test('a stolen session cannot change the password or the email address: REST with the site cookie, REST and GraphQL with the token', async ({
  page,
}) => {
  const visitor = await confirmedVisitor('Stolen')
  // The site's own session cookie, as a thief who took it from the browser would send it (with the
  // site's Origin, which the CMS asks of cookie sessions and any script outside a browser can send).
  await loginOnSite(page, visitor.email, visitor.password)
  await expect(page).toHaveURL(/\/profile\/$/)
  const headers = { origin: siteURL }
  const viaCookie = await page.request.patch(`/api/users/${visitor.id}`, {
    data: { password: 'taken-over-2030' },
    headers,
  })
  expect(viaCookie.status()).toBe(400)
  expect(JSON.stringify(await viaCookie.json())).toContain('Enter your current password')
  const emailViaCookie = await page.request.patch(`/api/users/${visitor.id}`, {
    data: { email: `thief-${Date.now()}@example.com` },
    headers,
  })
  expect(emailViaCookie.status()).toBe(400)
  // The same cookie does reach the account: reading it works.
  expect((await page.request.get(`/api/users/${visitor.id}`, { headers })).status()).toBe(200)

  const viaToken = await fetch(`${cmsURL}/api/users/${visitor.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${visitor.token}` },
    body: JSON.stringify({ password: 'taken-over-2030', currentPassword: 'a-guess-1234' }),
  })
  expect(viaToken.status).toBe(400)
  expect(JSON.stringify(await viaToken.json())).toContain('The current password is not correct')
  const viaGraphQL = await gql(UPDATE, { id: visitor.id, d: { password: 'taken-over-2030' } }, visitor.token)
  expect(viaGraphQL.errors?.[0]?.message).toBeTruthy()

  expect(await canLogIn(visitor.email, 'taken-over-2030')).toBe(false)
  expect(await canLogIn(visitor.email, visitor.password)).toBe(true)
  expect(
    mailsTo(visitor.email).filter((m) => /email/i.test(m.subject) && !/Confirm your email/.test(m.subject)),
  ).toHaveLength(0)

  // The owner, who knows the current password, changes it through the same API.
  const owner = await gql(
    UPDATE,
    { id: visitor.id, d: { password: 'owner-new-pass-2031', currentPassword: visitor.password } },
    visitor.token,
  )
  expect(owner.errors).toBeUndefined()
  expect(await canLogIn(visitor.email, 'owner-new-pass-2031')).toBe(true)
})

test('guessing the current password with a session is stopped after five wrong tries', async () => {
  const visitor = await confirmedVisitor('Guesser')
  for (let i = 1; i <= 5; i++) {
    const wrong = await gql(
      UPDATE,
      { id: visitor.id, d: { password: 'taken-over-2030', currentPassword: `guess-${i}-abcdef` } },
      visitor.token,
    )
    expect(wrong.errors?.[0]?.message, `guess ${i}`).toBeTruthy()
  }
  const limited = await fetch(`${cmsURL}/api/users/${visitor.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${visitor.token}` },
    body: JSON.stringify({ password: 'taken-over-2030', currentPassword: visitor.password }),
  })
  expect(limited.status).toBe(429)
  expect(JSON.stringify(await limited.json())).toMatch(/Too many wrong current passwords/)
  expect(await canLogIn(visitor.email, 'taken-over-2030')).toBe(false)
})

test('a new email address replaces the old one only once confirmed through the link, and the old address is told (site, Chromium)', async ({
  page,
}) => {
  const visitor = await confirmedVisitor('Mover')
  const newEmail = `moved-${Date.now()}@example.com`
  await loginOnSite(page, visitor.email, visitor.password)
  await expect(page).toHaveURL(/\/profile\/$/)
  const form = page.locator('form[data-form="change-email"]')
  await form.getByLabel('New email address').fill(newEmail)
  await form.getByLabel('Current password').fill('not-my-password-1')
  await form.getByRole('button', { name: 'Change the email address' }).click()
  await expect(form.locator('.form__status')).toHaveText('The current password is not right.')
  await expect(form.getByLabel('New email address')).toHaveValue(newEmail)
  await queuedMailSent()
  expect(mailsTo(newEmail)).toHaveLength(0)

  await form.getByLabel('Current password').fill(visitor.password)
  await form.getByRole('button', { name: 'Change the email address' }).click()
  await expect(form.locator('.form__status')).toContainText(`We sent a link to ${newEmail}`)
  await expect(page.locator('[data-pending-email]')).toContainText(newEmail)
  const confirm = await waitForMail(newEmail, /Confirm your new email address/)
  const told = await waitForMail(visitor.email, /A request to change your .* account's email/)
  expect(told.html).toContain(newEmail)
  // Not changed yet: the old address still signs in, the new one does not.
  expect(await canLogIn(visitor.email, visitor.password)).toBe(true)
  expect(await canLogIn(newEmail, visitor.password)).toBe(false)

  // Asking again within the hour sends nothing more; the first link keeps working.
  const again = await gql(
    UPDATE,
    { id: visitor.id, d: { email: newEmail, currentPassword: visitor.password } },
    visitor.token,
  )
  expect(again.errors).toBeUndefined()
  expect((again.data?.updateUser as { email: string; pendingEmail: string }).email).toBe(visitor.email)
  await queuedMailSent()
  expect(mailsTo(newEmail)).toHaveLength(1)

  const link = linkIn(confirm, '/login/')
  expect(tokenOf(link, 'email-change')).toMatch(/^[0-9a-f]{48}$/)
  await page.goto(new URL(link).pathname + new URL(link).search)
  await hydrated(page)
  await expect(page.locator('[data-verify]')).toHaveText(
    'Your new email address is confirmed. Log in with it from now on.',
  )
  expect(await canLogIn(newEmail, visitor.password)).toBe(true)
  expect(await canLogIn(visitor.email, visitor.password)).toBe(false)
  await waitForMail(visitor.email, /account's email was changed/)
  // A link works once.
  const reused = await gql(`mutation($t: String!) { confirmEmailChange(token: $t) }`, {
    t: tokenOf(link, 'email-change'),
  })
  expect(reused.data?.confirmEmailChange).toBe(false)
})

test('at most one reset email and one subscription confirmation per address an hour; the first links keep working', async () => {
  const visitor = await confirmedVisitor('Bombed')
  const forgot = () => gql(`mutation($e: String!) { forgotPasswordUser(email: $e) }`, { e: visitor.email })
  for (let i = 0; i < 3; i++) expect((await forgot()).errors).toBeUndefined()
  const reset = await waitForMail(visitor.email, /Reset your/)
  await queuedMailSent()
  expect(mailsTo(visitor.email).filter((m) => /Reset your/.test(m.subject))).toHaveLength(1)
  const done = await gql(
    `mutation($t: String!, $p: String!) { resetPasswordUser(token: $t, password: $p) { token } }`,
    {
      t: tokenOf(linkIn(reset, '/forgot-password/reset/'), 'token'),
      p: 'after-reset-pass-2032',
    },
  )
  expect(done.errors).toBeUndefined()
  await loginToken(visitor.email, 'after-reset-pass-2032')

  const email = `subscriber-${Date.now()}@example.com`
  const subscribe = (name: string) =>
    gql(`mutation($e: String!, $n: String) { subscribe(email: $e, name: $n) }`, { e: email, n: name })
  for (const name of ['First', 'Buy cheap watches at spam.example', 'Third'])
    expect((await subscribe(name)).data?.subscribe).toBe(true)
  const confirmation = await waitForMail(email, /Confirm your .* subscription/)
  await queuedMailSent()
  expect(mailsTo(email)).toHaveLength(1)
  // The greeting names the first request's name, which can carry no link (cms/src/email/text.ts);
  // the later requests' names, one of them an advert, never reach the brand's mail.
  expect(confirmation.html).toMatch(/(Hello|Halo), First,/)
  expect(confirmation.html).not.toContain('spam.example')
  const confirmed = await gql(`mutation($t: String!) { confirmSubscription(token: $t) }`, {
    t: tokenOf(linkIn(confirmation, '/subscribe/'), 'confirm'),
  })
  expect(confirmed.data?.confirmSubscription).toBe(true)
})
