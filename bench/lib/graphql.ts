/** Calls to the CMS for the bench scripts and the tests: GraphQL, anonymous or as the demo editor, and the editor's REST. */
import { demoAdminEmail } from '@lestari/server-kit/demo-accounts'
import type { Settings } from '../../scripts/lib/settings'

export async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data
}

/**
 * Logs in through GraphQL. The CMS never returns the session's JWT in a response body, only as the
 * HttpOnly `payload-token` cookie; a client outside a browser reads it there and sends it back as
 * `Authorization: JWT <token>`. Null when the login is refused (`errors` says why).
 */
export async function loginSession(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { user { id roles } } }`,
      variables: { e: email, p: password },
    }),
  })
  const body = (await res.json()) as {
    data?: { loginUser?: { user: { id: number; roles: string[] } } | null }
    errors?: { message: string }[]
  }
  const token = res.headers
    .getSetCookie()
    .map((c) => /^payload-token=([^;]+)/.exec(c)?.[1])
    .find(Boolean)
  const user = body.data?.loginUser?.user
  return { session: user && token ? { token, id: user.id, roles: user.roles } : null, errors: body.errors }
}

/** A session token of the demo administrator (the editor's password), who reads the leads too. */
export async function adminToken(base: string, s: Settings): Promise<string> {
  const { session, errors } = await loginSession(base, demoAdminEmail, s.editorPassword)
  if (!session) throw new Error(`administrator login failed: ${errors?.map((e) => e.message).join('; ')}`)
  return session.token
}

/** A session token of the demo editor (SEED_EDITOR_EMAIL / SEED_EDITOR_PASSWORD): the content only. */
export async function editorToken(base: string, s: Settings): Promise<string> {
  const { session, errors } = await loginSession(base, s.editorEmail, s.editorPassword)
  if (!session) throw new Error(`editor login failed: ${errors?.map((e) => e.message).join('; ')}`)
  return session.token
}

/** Publishes a new English title of a news post. */
export async function publishPostTitle(base: string, token: string, id: number, title: string) {
  await gql(
    base,
    `mutation($id: Int!, $t: String!) { updatePost(id: $id, locale: en, data: { title: $t, _status: published }) { id } }`,
    { id, t: title },
    token,
  )
}

/** A REST call to the CMS as the editor (the admin's own API); throws on an error answer. */
async function rest<T>(base: string, token: string, method: string, urlPath: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData
  const res = await fetch(`${base}/api/${urlPath}`, {
    method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), authorization: `JWT ${token}` },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  })
  const answer = (await res.json()) as T & { errors?: { message: string; data?: unknown }[] }
  if (!res.ok || answer.errors?.length)
    throw new Error(`${method} /api/${urlPath}: HTTP ${res.status} ${JSON.stringify(answer.errors ?? answer)}`)
  return answer
}

/**
 * A document read at depth 0 made ready to be saved as a new one: without its id, save times and
 * status, without the ids of its array and block rows (the new rows get their own), and without
 * join fields (`{ docs }`, which belong to the other collection).
 */
function asNewDocument(doc: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown, inArray: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, true))
    if (!value || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      if (inArray && key === 'id') continue
      if (child && typeof child === 'object' && !Array.isArray(child) && 'docs' in child) continue
      out[key] = strip(child, false)
    }
    return out
  }
  const { id: _id, createdAt: _c, updatedAt: _u, _status: _s, ...rest } = doc
  return strip(rest, false) as Record<string, unknown>
}

/**
 * Uploads a picture as the editor does (a new photograph: 2400 x 1500 pixels of noise, so no two
 * are alike and the CMS's renditions weigh what a photograph's do). Returns the media's id.
 */
export async function uploadPicture(base: string, token: string, name: string, alt: string): Promise<number> {
  const { default: sharp } = await import('sharp')
  const photo = await sharp({
    create: {
      width: 2400,
      height: 1500,
      channels: 3,
      background: { r: 40, g: 110, b: 90 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${name}.jpg`)
  form.append('_payload', JSON.stringify({ alt }))
  const created = await rest<{ doc: { id: number } }>(base, token, 'POST', 'media?locale=en&depth=0', form)
  return created.doc.id
}

export type Copy = {
  collection: 'posts' | 'projects'
  fromId: number
  slug: string
  title: { en: string; id: string }
  /** Fields set in place of the original's (not localized ones). */
  fields?: Record<string, unknown>
}

/**
 * What an editor does to add a page: a new document copied from another of the same collection
 * (the admin's Duplicate), with its own slug and titles, published in English and then in
 * Indonesian. News get the current time as their date, so they come first. Returns its id.
 */
export async function publishCopy(
  base: string,
  token: string,
  { collection, fromId, slug, title, fields = {} }: Copy,
): Promise<number> {
  const read = (locale: string) =>
    rest<Record<string, unknown>>(base, token, 'GET', `${collection}/${fromId}?depth=0&locale=${locale}&draft=false`)
  const [en, id] = await Promise.all([read('en'), read('id')])
  const extra = { ...(collection === 'posts' ? { publishedAt: new Date().toISOString() } : {}), ...fields }
  const created = await rest<{ doc: { id: number } }>(base, token, 'POST', `${collection}?locale=en&depth=0`, {
    ...asNewDocument(en),
    ...extra,
    slug,
    title: title.en,
    _status: 'published',
  })
  await rest(base, token, 'PATCH', `${collection}/${created.doc.id}?locale=id&depth=0`, {
    ...asNewDocument(id),
    ...extra,
    slug,
    title: title.id,
    _status: 'published',
  })
  return created.doc.id
}

/** Unpublishes a document (its published version becomes a draft again): the page leaves the site. */
export async function unpublish(base: string, token: string, collection: string, id: number) {
  await rest(base, token, 'PATCH', `${collection}/${id}?locale=en&depth=0`, { _status: 'draft' })
}

/** Sets the share prices of the stock widget in the site settings. */
export async function setStock(base: string, token: string, stock: { bsde: number; duti: number; a26: number }) {
  await rest(base, token, 'POST', 'globals/site-settings?depth=0', { stock })
}

/** Deletes a document. */
export async function deleteDocument(base: string, token: string, collection: string, id: number) {
  await rest(base, token, 'DELETE', `${collection}/${id}`)
}
