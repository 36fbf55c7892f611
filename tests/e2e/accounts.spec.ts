import { expect, test, type Page } from '@playwright/test'
import { linkIn, waitForMail } from './outbox'
import { hydrated, siteURL } from './stack'
import { confirmedVisitor, gql, loginOnSite, loginToken } from './visitors'

/**
 * Visitors' accounts against the real CMS and the built site: register, confirm by the emailed
 * link, log in, stay logged in across a reload, edit the profile, log out, reset the password by
 * the emailed link, delete the account; and what the CMS refuses.
 */
const status = (page: Page, form: string) => page.locator(`form[data-form="${form}"] .form__status`)

test('register, confirm by email, log in, stay logged in, edit the profile, log out, reset the password, delete the account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `dewi-${Date.now()}@example.com`
  const password = 'lestari-rumah-2026'

  // Register: the browser applies the password policy before anything is sent.
  await page.goto('/register/')
  await hydrated(page)
  const register = page.locator('form[data-form="register"]')
  await register.getByLabel('Name').fill('Dewi Lestari')
  await register.getByLabel('Email').fill(email)
  await register.getByLabel('Password', { exact: true }).fill('short1')
  await register.getByLabel('Repeat the password').fill('short1')
  await register.getByRole('button', { name: 'Create an account' }).click()
  await expect(register.getByText('The password needs at least 10 characters.')).toBeVisible()
  await register.getByLabel('Password', { exact: true }).fill(password)
  await register.getByLabel('Repeat the password').fill(password)
  await register.getByRole('button', { name: 'Create an account' }).click()
  await expect(status(page, 'register')).toContainText(`We sent a link to ${email}`)

  // Before confirming, logging in is refused with a clear message.
  const login = await loginOnSite(page, email, password)
  await expect(status(page, 'login')).toContainText('Please confirm your email first')

  // The confirmation email links to the login screen, which confirms the email.
  const confirmation = await waitForMail(email, /Confirm your email/)
  // It greets by name (a name that could carry a link greets nobody: cms/src/email/text.ts), with a plain-text part.
  expect(confirmation.html).toContain('<p>Hello, Dewi Lestari,</p>')
  expect(confirmation.text).toContain('Hello, Dewi Lestari,')
  const verifyLink = linkIn(confirmation, '/login/?verify=')
  expect(verifyLink.startsWith(`${siteURL}/login/?verify=`)).toBe(true)
  await page.goto(verifyLink)
  await expect(page.locator('[data-verify="ok"]')).toHaveText('Your email is confirmed. You can log in now.')

  // A wrong password: a clear message, and the email stays typed.
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill('not-the-password-1')
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(status(page, 'login')).toHaveText('The email or the password is not right.')
  await expect(login.getByLabel('Email')).toHaveValue(email)

  // The right one opens the profile; the header names the visitor.
  await login.getByLabel('Password').fill(password)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(page.locator('[data-profile-email]')).toContainText(email)
  await expect(page.locator('[data-account="profile"]')).toHaveText('Dewi Lestari')
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'payload-token')?.httpOnly).toBe(true)

  // A reload keeps the session (the CMS's HttpOnly cookie).
  await page.reload()
  await hydrated(page)
  const profile = page.locator('form[data-form="profile"]')
  await expect(profile.getByLabel('Name')).toHaveValue('Dewi Lestari')
  await expect(page.locator('[data-account="profile"]')).toHaveText('Dewi Lestari')

  // Edit the profile; the change is in the CMS (a reload shows it).
  await profile.getByLabel('Name').fill('Dewi L. Santoso')
  await profile.getByLabel('Phone').fill('+62 812 0000 1111')
  await profile.getByLabel('Language of our emails').selectOption('id')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(status(page, 'profile')).toHaveText('Your changes are saved.')
  await expect(page.locator('[data-account="profile"]')).toHaveText('Dewi L. Santoso')
  await page.reload()
  await hydrated(page)
  await expect(profile.getByLabel('Name')).toHaveValue('Dewi L. Santoso')
  await expect(profile.getByLabel('Phone')).toHaveValue('+62 812 0000 1111')

  // Log out: the header offers to log in again, and the profile is closed after a reload.
  await page.locator('[data-logout]').click()
  await expect(page.locator('[data-farewell]')).toHaveText('You are logged out.')
  await expect(page.locator('[data-account="login"]')).toBeVisible()
  await page.reload()
  await expect(page.locator('[data-logged-out]')).toContainText('Log in to see your profile.')
  expect((await page.context().cookies()).find((c) => c.name === 'payload-token')?.value ?? '').toBe('')

  // Forgot the password: the emailed link (in the account's language, now Indonesian) sets a new one and logs in.
  await page.goto('/forgot-password/')
  await hydrated(page)
  const forgot = page.locator('form[data-form="forgot-password"]')
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send the link' }).click()
  await expect(status(page, 'forgot-password')).toContainText(`If an account exists for ${email}`)
  const reset = await waitForMail(email, /Atur ulang kata sandi/)
  const resetLink = linkIn(reset, '/forgot-password/reset/?token=')
  expect(resetLink.startsWith(`${siteURL}/id/forgot-password/reset/?token=`)).toBe(true)
  await page.goto(resetLink)
  await hydrated(page)
  const newPassword = 'kata-sandi-baru-2027'
  const resetForm = page.locator('form[data-form="reset-password"]')
  await resetForm.getByLabel('Kata sandi', { exact: true }).fill(newPassword)
  await resetForm.getByLabel('Ulangi kata sandi').fill(newPassword)
  await resetForm.getByRole('button', { name: 'Simpan kata sandi' }).click()
  await expect(status(page, 'reset-password')).toHaveText('Kata sandi baru Anda telah disimpan dan Anda sudah masuk.')
  await expect(page.locator('[data-account="profile"]')).toHaveText('Dewi L. Santoso')
  // The old password is gone, the new one works.
  expect(
    (
      await gql(`mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`, {
        e: email,
        p: password,
      })
    ).errors?.length,
  ).toBeTruthy()
  await loginToken(email, newPassword)

  // Delete the account: asks for the password, then the account cannot log in any more.
  await page.goto('/profile/')
  await hydrated(page)
  const remove = page.locator('form[data-form="delete-account"]')
  await remove.getByLabel('Password').fill('wrong-password-9')
  await remove.getByRole('button', { name: 'Delete my account' }).click()
  await expect(status(page, 'delete-account')).toHaveText('The current password is not right.')
  await remove.getByLabel('Password').fill(newPassword)
  await remove.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.locator('[data-farewell]')).toHaveText('Your account is deleted.')
  await expect(page.locator('[data-account="login"]')).toBeVisible()
  const gone = await gql(`mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`, {
    e: email,
    p: newPassword,
  })
  expect(gone.errors?.[0]?.message).toMatch(/email or password provided is incorrect/)
})

test('changing the password on the profile asks for the current one', async ({ page }) => {
  const visitor = await confirmedVisitor('Budi')
  await loginOnSite(page, visitor.email, visitor.password)
  await expect(page).toHaveURL(/\/profile\/$/)
  const change = page.locator('form[data-form="change-password"]')
  await change.getByLabel('Current password').fill('not-my-password-1')
  await change.getByLabel('New password').fill('another-pass-2030')
  await change.getByLabel('Repeat the password').fill('another-pass-2030')
  await change.getByRole('button', { name: 'Save the password' }).click()
  await expect(status(page, 'change-password')).toHaveText('The current password is not right.')
  await expect(change.getByLabel('New password')).toHaveValue('another-pass-2030')
  await change.getByLabel('Current password').fill(visitor.password)
  await change.getByRole('button', { name: 'Save the password' }).click()
  await expect(status(page, 'change-password')).toHaveText('Your new password is saved.')
  await expect(change.getByLabel('New password')).toHaveValue('')
  await loginToken(visitor.email, 'another-pass-2030')
})

test('an Indonesian registration gets its confirmation email in Indonesian, linking to /id/', async ({ page }) => {
  const email = `budi-${Date.now()}@example.com`
  await page.goto('/id/register/')
  await hydrated(page)
  const form = page.locator('form[data-form="register"]')
  await form.getByLabel('Nama').fill('Budi Santoso')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Kata sandi', { exact: true }).fill('rumah-baru-2026')
  await form.getByLabel('Ulangi kata sandi').fill('rumah-baru-2026')
  await form.getByRole('button', { name: 'Buat akun' }).click()
  await expect(status(page, 'register')).toContainText(`Kami mengirim tautan ke ${email}`)
  const mail = await waitForMail(email, /Konfirmasi email Anda/)
  expect(linkIn(mail, '/login/').startsWith(`${siteURL}/id/login/?verify=`)).toBe(true)
  // Registering the same email again answers as the first time (nobody learns that the address has
  // an account); the address's owner is told by email instead (the passwords were emptied after success).
  await form.getByLabel('Kata sandi', { exact: true }).fill('rumah-baru-2026')
  await form.getByLabel('Ulangi kata sandi').fill('rumah-baru-2026')
  await form.getByRole('button', { name: 'Buat akun' }).click()
  await expect(status(page, 'register')).toContainText(`Kami mengirim tautan ke ${email}`)
  expect((await waitForMail(email, /Seseorang mencoba memakai email Anda/)).html).toContain('untuk membuat akun baru')
})

test('a visitor cannot read or change another account through GraphQL, nor give itself a role', async () => {
  const a = await confirmedVisitor('Alpha')
  const b = await confirmedVisitor('Bravo')
  // Reading: only their own account exists for them.
  const one = await gql(`query($id: Int!) { User(id: $id) { id email } }`, { id: b.id }, a.token)
  expect(one.data?.User ?? null).toBe(null)
  expect(one.errors?.[0]?.message ?? 'not found').toMatch(/not found|not allowed/i)
  const all = await gql(`{ Users(limit: 100) { docs { email } } }`, {}, a.token)
  expect((all.data?.Users as { docs: { email: string }[] }).docs).toEqual([{ email: a.email }])
  // Changing or deleting someone else's account is refused.
  const update = await gql(
    `mutation($id: Int!) { updateUser(id: $id, data: { name: "Taken over" }) { id } }`,
    { id: b.id },
    a.token,
  )
  expect(update.errors?.[0]?.message).toMatch(/not allowed|not found/i)
  const password = await gql(
    `mutation($id: Int!) { updateUser(id: $id, data: { password: "hijacked-pass-1" }) { id } }`,
    { id: b.id },
    a.token,
  )
  expect(password.errors?.[0]?.message).toMatch(/not allowed|not found/i)
  const remove = await gql(`mutation($id: Int!) { deleteUser(id: $id) { id } }`, { id: b.id }, a.token)
  expect(remove.errors?.[0]?.message).toMatch(/not allowed|not found/i)
  // Anonymous callers read nobody.
  const anonymous = await gql(`query($id: Int!) { User(id: $id) { id } }`, { id: b.id })
  expect(anonymous.data?.User ?? null).toBe(null)
  // Their own account: roles stay 'visitor' whatever they send.
  const self = await gql(
    `mutation($id: Int!) { updateUser(id: $id, data: { roles: [admin, editor] }) { roles } }`,
    { id: a.id },
    a.token,
  )
  expect((self.data?.updateUser as { roles: string[] } | undefined)?.roles ?? ['visitor']).toEqual(['visitor'])
  // B is untouched and still logs in with their own password.
  const bSelf = await gql(`{ meUser { user { name roles } } }`, {}, (await loginToken(b.email, b.password)).token)
  expect((bSelf.data?.meUser as { user: { name: string; roles: string[] } }).user).toEqual({
    name: 'Bravo',
    roles: ['visitor'],
  })
  // A visitor cannot make an account that skips the email confirmation.
  const sneaky = `sneaky-${Date.now()}@example.com`
  await gql(
    `mutation($d: mutationUserInput!) { createUser(data: $d) { id } }`,
    { d: { email: sneaky, password: 'sneaky-pass-2026', name: 'S', roles: ['visitor'], _verified: true } },
    a.token,
  )
  const sneakyLogin = await gql(
    `mutation($e: String!) { loginUser(email: $e, password: "sneaky-pass-2026") { token } }`,
    { e: sneaky },
  )
  expect(sneakyLogin.data?.loginUser ?? null).toBe(null)
  // The CMS applies the password policy too, whoever calls it.
  const weak = await gql(
    `mutation($id: Int!) { updateUser(id: $id, data: { password: "weak" }) { id } }`,
    { id: a.id },
    a.token,
  )
  expect(weak.errors?.[0]?.message).toBeTruthy()
  const weakNew = await gql(
    `mutation { createUser(data: { email: "weak-${Date.now()}@example.com", password: "password", name: "W", roles: [visitor] }) { id } }`,
  )
  expect(weakNew.errors?.[0]?.message).toBeTruthy()
})
