/* global workbox */
// Appended to gatsby-plugin-offline's service worker (gatsby-config.ts, appendScript).
// Keeps the not-found pages on the device, so that a visitor who is offline and opens an
// address that is not saved yet sees a real page (with the site's "you are offline" notice)
// instead of the browser's error page, and page data that cannot be fetched offline answers
// 404 so Gatsby falls back to the not-found page rather than failing the whole page.
const siteFallbackCache = 'site-offline-fallback'
const siteFallbackPages = ['/404.html', '/id/404/']
const siteFallbackData = ['/page-data/404.html/page-data.json', '/page-data/id/404/page-data.json']

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(siteFallbackCache)
      await cache.addAll([...siteFallbackPages, ...siteFallbackData, '/page-data/app-data.json'])
      for (const url of siteFallbackData) {
        const data = await (await cache.match(url)).json()
        await cache.addAll((data.staticQueryHashes || []).map((hash) => `/page-data/sq/d/${hash}.json`))
      }
    })().catch((error) => console.error('Could not keep the not-found page offline', error)),
  )
})

workbox.routing.setCatchHandler(async ({ event }) => {
  const request = event.request
  const url = new URL(request.url)
  const cache = await caches.open(siteFallbackCache)
  if (request.mode === 'navigate') {
    const page = url.pathname.startsWith('/id/') ? '/id/404/' : '/404.html'
    return (await cache.match(page)) || Response.error()
  }
  const kept = await cache.match(url.pathname)
  if (kept) return kept
  const isPageData = /^\/page-data\/(?!sq\/|app-data\.json).*page-data\.json$/.test(url.pathname)
  if (isPageData) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })
  return Response.error()
})
