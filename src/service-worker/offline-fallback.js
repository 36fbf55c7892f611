/* global workbox, navigationRoute */
// Appended to gatsby-plugin-offline's service worker (gatsby-config.ts, appendScript).
//
// The worker keeps the build's offline kit (/offline.json, written by gatsby/offline-kit.ts): the
// start pages (home and the main lists, both languages), the offline and not-found pages, each with
// its page data, static query results and template scripts, the search index when it is small, and
// /offline-paths.txt, the list of the site's pages. Offline, then:
// - a start page opens from the kit, whatever page the visitor came in by;
// - a page of the site that is not saved shows the offline page of its language (served as the app
//   shell, with the offline page's data standing in for the page's), listing the saved pages;
// - an address the site does not have shows the not-found page of its language;
// - an editor's redirect (the build's /redirects.json, kept in the kit) sends the visitor on to
//   its target first, as the site server does online; the target then opens as above.
// The kit is fetched when the worker installs and again, at most once a minute, on a navigation
// while online if the build's kit has a new version (a build that only changed content installs
// no new worker).
const kitPrefix = 'site-offline-kit-'
const searchCache = 'site-search'
const kitURL = '/offline.json'
const appShell = '/offline-plugin-app-shell-fallback/index.html'
const langOf = (path) => (path === '/id/' || path.startsWith('/id/') ? 'id' : 'en')
const offlinePage = { en: '/offline/', id: '/id/offline/' }
const notFoundPage = { en: '/404.html', id: '/id/404/' }
const pageDataOf = (path) =>
  path === '/' ? '/page-data/index/page-data.json' : `/page-data${path.replace(/\/$/, '')}/page-data.json`

const redirectsURL = '/redirects.json'

let kitCheckedAt = 0
let sitePaths = null
let redirects = null

async function keptKit() {
  const name = (await caches.keys()).filter((key) => key.startsWith(kitPrefix)).pop()
  return name ? caches.open(name) : null
}

/** Downloads the build's kit into a cache of its version, then drops older kits. */
async function keepKit() {
  kitCheckedAt = Date.now()
  const kit = await (await fetch(kitURL, { cache: 'no-store' })).json()
  const name = kitPrefix + kit.version
  const names = await caches.keys()
  if (!names.includes(name)) {
    const cache = await caches.open(name)
    try {
      await cache.addAll([...kit.keep, kit.paths].map((url) => new Request(url, { cache: 'no-cache' })))
    } catch (error) {
      await caches.delete(name)
      throw error
    }
    await cache.put('/site-offline-paths', (await cache.match(kit.paths)).clone())
  }
  for (const old of names)
    if (old !== name && (old.startsWith(kitPrefix) || old === 'site-offline-fallback')) await caches.delete(old)
  sitePaths = null
  redirects = null
}

/** Whether the site has a page at this address (in either language: both have the same pages). */
async function isSitePath(path) {
  if (!sitePaths) {
    const cache = await keptKit()
    const list = cache && (await cache.match('/site-offline-paths'))
    if (!list) return false
    sitePaths = new Set((await list.text()).split('\n'))
  }
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return sitePaths.has(withSlash.replace(/^\/id(\/|$)/, '/'))
}

/** The key a path is matched by, as the site server has it (redirectKey in packages/model/redirects.ts). */
const redirectKey = (path) => {
  const last = path.slice(path.lastIndexOf('/') + 1)
  return path.endsWith('/') || last.includes('.') ? path : `${path}/`
}

/** The redirect of an address in the kit's copy of the build's redirects, or undefined. */
async function redirectOf(path) {
  if (!redirects) {
    const cache = await keptKit()
    const file = cache && (await cache.match(redirectsURL))
    if (!file) return undefined
    redirects = new Map((await file.json()).map((r) => [redirectKey(r.from), r]))
  }
  return redirects.get(redirectKey(path))
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepKit().catch((error) => console.error('Could not keep the site offline', error)))
})

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || Date.now() - kitCheckedAt < 60_000) return
  kitCheckedAt = Date.now()
  event.waitUntil(
    fetch(kitURL, { cache: 'no-store' })
      .then((res) => res.json())
      .then(async (kit) => ((await caches.keys()).includes(kitPrefix + kit.version) ? null : keepKit()))
      .catch(() => null),
  )
})

// The search index (Pagefind, /pagefind/): its hashed files never change and are served from the
// device once fetched; the others (its script, its entry file) from the network first. Offline,
// whatever the device has, from the kit or an earlier search.
workbox.routing.registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/pagefind/'),
  async ({ request, url }) => {
    const kept = await caches.match(url.pathname)
    const hashed = /_[0-9a-f]{6,}\.pf_/.test(url.pathname) || /\/(index|fragment|filter|kinds)\//.test(url.pathname)
    if (kept && hashed) return kept
    try {
      const response = await fetch(request)
      if (response.ok) {
        const copy = response.clone()
        caches.open(searchCache).then((cache) => cache.put(url.pathname, copy))
      }
      return response
    } catch (error) {
      if (kept) return kept
      throw error
    }
  },
)

// The CMS's uploads (pictures, files) as pages show them: from the device once fetched (a new
// upload never reuses a name, and a release copy changes address with its file), in a cache of
// their own capped at a number of files, the least recently used out first, so that a device that
// visits many pages does not fill up with their pictures. Responses the worker cannot read (another
// origin without CORS) are not kept. The same paths and cap as uploadPath and keptUploads in
// gatsby/offline-kit.ts; gatsby-config.ts leaves them out of the plugin's own picture route.
const uploadPath = /^\/(?:media|files)\/|^\/api\/(?:media|files)\/file\//
const keptUploads = 200
workbox.routing.registerRoute(
  ({ url }) => uploadPath.test(url.pathname),
  new workbox.strategies.CacheFirst({
    cacheName: 'site-pictures',
    plugins: [new workbox.expiration.Plugin({ maxEntries: keptUploads, purgeOnQuotaError: true })],
  }),
)

// gatsby-plugin-offline's navigation route (`navigationRoute`, above this file in the worker)
// answers a page load with the app shell it precached, once it has found the page's files kept. A
// deploy's new worker deletes the older shell from the precache they share when it activates, which
// can happen between those checks and the answer: the answer is then empty, and the page load fails
// (net::ERR_FAILED). Such a page load goes to the network instead, or offline to the handler below.
// Workbox calls the route's `handler.handle` for each request, and its namespace offers no way to
// unregister a route: the handler is wrapped in place.
const appShellHandler = navigationRoute.handler
navigationRoute.handler = {
  handle: async (options) => (await appShellHandler.handle(options)) || fetch(options.event.request),
}

workbox.routing.setCatchHandler(async ({ event }) => {
  const request = event.request
  const url = new URL(request.url)
  const cache = await keptKit()
  if (!cache) return Response.error()
  if (request.mode === 'navigate') {
    const redirect = await redirectOf(url.pathname)
    if (redirect) {
      // The browser follows it with a navigation of its own, which this handler answers in turn.
      const to = new URL(redirect.to.includes('?') ? redirect.to : redirect.to + url.search, url)
      return Response.redirect(to.href, redirect.status)
    }
    const kept = await cache.match(url.pathname)
    if (kept) return kept
    const lang = langOf(url.pathname)
    if (await isSitePath(url.pathname)) {
      // The app shell renders whatever page data the address gets: the offline page's (below).
      const shell = await caches.match(workbox.precaching.getCacheKeyForURL(appShell))
      if (shell) return shell
    }
    return (await cache.match(notFoundPage[lang])) || Response.error()
  }
  // Any copy on the device, whatever its query (Gatsby asks for a page's data with the page's own query).
  const kept = (await cache.match(url.pathname)) || (await caches.match(request, { ignoreSearch: true }))
  if (kept) return kept
  const pageData = /^\/page-data\/(?!sq\/|app-data\.json)(.*)\/page-data\.json$/.exec(url.pathname)
  if (pageData) {
    const path = pageData[1] === 'index' ? '/' : `/${pageData[1]}/`
    const offline = (await isSitePath(path)) && (await cache.match(pageDataOf(offlinePage[langOf(path)])))
    if (offline) {
      // Under the page's own path: Gatsby renders page data only at the address it names.
      const data = { ...(await offline.json()), path }
      return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } })
    }
    // Missing page data answers 404, so Gatsby falls back to the not-found page.
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })
  }
  return Response.error()
})
