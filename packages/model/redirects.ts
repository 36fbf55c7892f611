/**
 * The rules of the editors' redirects, shared by the CMS (validation), the site build (Gatsby
 * redirects and the `_redirects` file for a CDN) and the site server. A redirect's language is its
 * path: one under /id/ is Indonesian.
 */
export type RedirectEntry = { from: string; to: string; permanent?: boolean | null }
export type SiteRedirect = { from: string; to: string; status: 301 | 302 }

/** The file of the built site that the site server reads its redirects from. */
export const redirectsFileName = 'redirects.json'

const isExternal = (to: string) => /^https?:\/\//i.test(to)

/**
 * The key a path is matched by: without query or fragment, with the trailing slash the site's
 * page addresses have (a last segment with a dot, like /brochure.pdf, keeps none).
 */
export function redirectKey(urlPath: string): string {
  const bare = urlPath.split(/[?#]/)[0] || '/'
  const last = bare.slice(bare.lastIndexOf('/') + 1)
  return bare.endsWith('/') || last.includes('.') ? bare : `${bare}/`
}

/** Why a `from` is refused, or null. */
export function invalidFrom(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return 'A site path starting with /, like /old-page/ or /id/halaman-lama/.'
  if (/\s/.test(from)) return 'A path without spaces.'
  if (/^\/(api|admin|_next|__site|static|page-data)(\/|$)/.test(from))
    return "This path belongs to the CMS or the site's own files and cannot be redirected."
  return null
}

/** Why a `to` is refused, or null: a site path or an http(s) address. */
export function invalidTo(to: unknown): string | null {
  if (typeof to !== 'string' || /\s/.test(to) || !(isExternal(to) || (to.startsWith('/') && !to.startsWith('//')))) {
    return 'A site path starting with / (like /news/ or /id/berita/) or a full https:// address.'
  }
  return null
}

/**
 * The loop a redirect would close among the others, as the paths in order (`/a/`, `/b/`, `/a/`),
 * or null.
 */
export function findLoop(entries: RedirectEntry[], candidate: RedirectEntry): string[] | null {
  const next = new Map(entries.map((e) => [redirectKey(e.from), e.to]))
  next.set(redirectKey(candidate.from), candidate.to)
  const start = redirectKey(candidate.from)
  const seen = [candidate.from]
  let to = candidate.to
  while (!isExternal(to)) {
    const key = redirectKey(to)
    seen.push(to)
    if (key === start) return seen
    const after = next.get(key)
    if (after === undefined || seen.length > next.size + 1) return null
    to = after
  }
  return null
}

/**
 * Every redirect straight to its final address: a -> b and b -> c give a -> c. A chain is
 * permanent only if each of its steps is. Redirects in a loop (refused when saved, but data may
 * come from elsewhere) are left out.
 */
export function collapseRedirects(entries: RedirectEntry[]): SiteRedirect[] {
  const byKey = new Map(entries.map((e) => [redirectKey(e.from), e]))
  const out: SiteRedirect[] = []
  for (const entry of entries) {
    let to = entry.to
    let permanent = entry.permanent !== false
    const visited = new Set([redirectKey(entry.from)])
    let loop = false
    while (!isExternal(to)) {
      const key = redirectKey(to)
      const next = byKey.get(key)
      if (!next) break
      if (visited.has(key)) {
        loop = true
        break
      }
      visited.add(key)
      permanent &&= next.permanent !== false
      to = next.to
    }
    if (!loop) out.push({ from: entry.from, to, status: permanent ? 301 : 302 })
  }
  return out
}

/** The redirects in the `_redirects` format that Netlify and Cloudflare Pages read. */
export const netlifyRedirects = (redirects: SiteRedirect[]): string =>
  redirects.map((r) => `${r.from} ${r.to} ${r.status}\n`).join('')

/** Every redirect of the CMS, as editors saved them, read as any visitor may (page by page). */
export async function fetchRedirects(
  graphQLURL: string,
  read: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<RedirectEntry[]> {
  const entries: RedirectEntry[] = []
  for (let page = 1; ; page++) {
    const res = await read(graphQLURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query($page: Int) { Redirects(limit: 100, page: $page, sort: "id") { docs { from to permanent } hasNextPage } }`,
        variables: { page },
      }),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await res.json()) as {
      data?: { Redirects: { docs: RedirectEntry[]; hasNextPage: boolean } }
      errors?: { message: string }[]
    }
    if (!res.ok || !body.data)
      throw new Error(`Could not read the redirects: ${body.errors?.[0]?.message ?? `HTTP ${res.status}`}`)
    entries.push(...body.data.Redirects.docs)
    if (!body.data.Redirects.hasNextPage) return entries
  }
}

/** The site server's endpoint that reads the redirects from the CMS again (POST, with the build secret). */
export const redirectsRefreshPath = '/__site/redirects'
