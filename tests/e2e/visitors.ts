import { expect, type Page } from '@playwright/test'
import { linkIn, tokenOf, waitForMail } from './outbox'
import { loginSession } from '../../bench/lib/graphql'
import { clientHeaders, cmsClientHeaders, cmsURL, hydrated, siteURL } from './stack'

/** Visitors' accounts made through the CMS's GraphQL API, as the site's screens make them. */
export type Gql = {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { name?: string; statusCode?: number } }[]
}

/** A GraphQL call straight to the CMS (the test stack's, or another at `base`), as a visitor (JWT) or anonymously. */
export async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  base = cmsURL,
): Promise<Gql> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...cmsClientHeaders(),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  return (await res.json()) as Gql
}

/** An answer of the site server, with its status and headers (a limited caller gets 429 and Retry-After). */
export type SiteAnswer = Gql & { status: number; retryAfter: string | null }

/** A GraphQL call through the site server, as a browser at client address `address` makes it. */
export async function siteGql(
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  base = siteURL,
): Promise<SiteAnswer> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientHeaders(address) },
    body: JSON.stringify({ query, variables }),
  })
  return { ...((await res.json()) as Gql), status: res.status, retryAfter: res.headers.get('retry-after') }
}

/** The login mutation as the site sends it: the answer holds the account, never a token. */
export const LOGIN_MUTATION = `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { user { id } } }`

/** Logs in; the session's JWT comes from the HttpOnly cookie (the CMS returns no token in a body). */
export async function loginToken(email: string, password: string): Promise<{ token: string; id: number }> {
  const { session, errors } = await loginSession(cmsURL, email, password, cmsClientHeaders())
  if (!session) throw new Error(`login failed for ${email}: ${JSON.stringify(errors)}`)
  return { token: session.token, id: session.id }
}

/** A confirmed visitor account made through GraphQL, as the register screen makes it. */
export async function confirmedVisitor(name: string, password = 'visitor-pass-2026') {
  const email = `${name.toLowerCase().replace(/[^a-z]/g, '') || 'visitor'}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const created = await gql(`mutation($d: mutationUserInput!) { createUser(data: $d) { id } }`, {
    d: { email, password, name, roles: ['visitor'] },
  })
  expect(created.errors).toBeUndefined()
  const mail = await waitForMail(email, /Confirm your email/)
  const verified = await gql(`mutation($t: String!) { verifyEmailUser(token: $t) }`, {
    t: tokenOf(linkIn(mail, '/login/'), 'verify'),
  })
  expect(verified.data?.verifyEmailUser).toBe(true)
  return { email, password, ...(await loginToken(email, password)) }
}

/** Fills and sends the site's login form (/login/); returns the form. */
export async function loginOnSite(page: Page, email: string, password: string) {
  await page.goto('/login/')
  await hydrated(page)
  const form = page.locator('form[data-form="login"]')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
  return form
}
