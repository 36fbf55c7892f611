/** GraphQL calls to the CMS for the bench scripts: anonymous, or as the demo editor. */
import type { Settings } from '../../scripts/lib/settings'

export async function gql<T>(base: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data
}

/** A session token of the demo editor (SEED_EDITOR_EMAIL / SEED_EDITOR_PASSWORD). */
export async function editorToken(base: string, s: Settings): Promise<string> {
  const { loginUser } = await gql<{ loginUser: { token: string } }>(
    base,
    `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`,
    { e: s.editorEmail, p: s.editorPassword },
  )
  return loginUser.token
}

/** Publishes a new English title of a news post. */
export async function publishPostTitle(base: string, token: string, id: number, title: string) {
  await gql(base, `mutation($id: Int!, $t: String!) { updatePost(id: $id, locale: en, data: { title: $t, _status: published }) { id } }`,
    { id, t: title }, token)
}
