import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { GatsbyBrowser } from 'gatsby'
import { keepPictures, whenKeepingOffline } from './src/lib/keep-offline'
import { showPageFailed } from './src/lib/page-failed'
import { splitLangPath } from './src/lib/routes'
import { formOutboxKey, routeDelayedEvent, routeUpdatedEvent, updateReadyEvent } from './src/lib/site-events'

export { wrapPageElement } from './src/wrap-page'

/** How often an open page asks whether a new build is out (also on return to the tab and on every route change). */
const updateCheckEveryMs = 30 * 60 * 1000

const checkForUpdate = () => {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .getRegistration()
    .then((reg) => reg?.update())
    .catch(() => {
      // Offline or the worker script is unreachable: try again at the next occasion.
    })
}

/**
 * React DOM takes over the server-rendered page as a transition: it hydrates in slices and lets
 * the browser run between them, instead of in one long task during which a tap waits (a tap before
 * it is done makes React finish at once, then handle it). The layout has no Suspense
 * boundary to commit parts apart (src/components/Layout.tsx says why). A page without
 * server-rendered content is rendered as Gatsby would. Uncaught errors are logged, not thrown at
 * the visitor; a part React could not hydrate (its HTML differed) is logged too, as it costs a
 * render from scratch.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] =
  () => (element: React.ReactElement, container: Element) => {
    const onUncaughtError = (error: unknown, info: unknown) => console.error('Uncaught error:', error, info)
    if (!document.getElementById('gatsby-focus-wrapper')?.children.length)
      return createRoot(container, { onUncaughtError }).render(element)
    const onRecoverableError = (error: unknown) => console.error('Hydration error:', error)
    startTransition(() => {
      hydrateRoot(container, element, { onUncaughtError, onRecoverableError })
    })
  }

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.___siteBuild = process.env.SITE_BUILD_ID
  keepUnknownAddress()
  // Gatsby stops rendering when a page's resources cannot be loaded; never leave an empty shell.
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? event.reason ?? '')
    if (/page resources for .* not found|loading chunk|couldn't load/i.test(message)) showPageFailed()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate()
  })
  window.setInterval(checkForUpdate, updateCheckEveryMs)
  // Form submissions kept while the connection was down go out when it returns, or on this load.
  window.addEventListener('online', sendKeptSubmissions)
  sendKeptSubmissions()
}

/**
 * The site server and the service worker answer an unknown /id/ address with the Indonesian
 * not-found page (/id/404/). When the HTML's page is not the address, Gatsby replaces the address
 * with the page's own, except for its not-found page (/404.html). So that page is named here: the
 * address stays, Gatsby finds no page for it and shows its not-found page, which speaks the
 * address's language (src/wrap-page.tsx). Runs before Gatsby's start-up reads it.
 */
function keepUnknownAddress() {
  const loaded = window.pagePath
  if (loaded && loaded !== '/404/' && splitLangPath(loaded).path === '/404/' && window.location.pathname !== loaded)
    window.pagePath = '/404.html'
}

/** The sending code is fetched only when something waits to be sent. */
const sendKeptSubmissions = () => {
  try {
    if (!localStorage.getItem(formOutboxKey)) return
  } catch {
    return // storage switched off: nothing can have been kept
  }
  import(/* webpackChunkName: "form-outbox" */ './src/lib/form-outbox')
    .then((outbox) => outbox.sendKeptSubmissions())
    .catch(() => {
      // Offline again, or the code could not be fetched: the submissions stay kept for the next occasion.
    })
}

/** Page data of a path, as Gatsby names it. */
const pageDataURL = (pathname: string) => `/page-data/${pathname.replace(/^\/|\/$/g, '') || 'index'}/page-data.json`

/**
 * The first page of a first visit loaded before the worker was in control, so its static query
 * results, app data, pictures and the scripts it loaded on demand are not on the device yet
 * (gatsby-plugin-offline keeps only the page data and the scripts named in the HTML). Fetch them
 * once more through the worker, which keeps them (from the browser's HTTP cache, mostly).
 */
async function keepCurrentPageOffline() {
  const data = (await (await fetch(pageDataURL(window.location.pathname))).json()) as { staticQueryHashes?: string[] }
  // Scripts, styles and pictures (by elements, preloads and style sheets), not requests made by
  // code (page data, the CMS's API): the page data of linked pages that Gatsby prefetched is not kept.
  const loaded = performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        entry.name.startsWith(`${window.location.origin}/`) &&
        !entry.name.includes('/page-data/') &&
        ['script', 'link', 'img', 'css'].includes((entry as PerformanceResourceTiming).initiatorType),
    )
  await Promise.all([
    fetch('/page-data/app-data.json'),
    ...(data.staticQueryHashes ?? []).map((hash) => fetch(`/page-data/sq/d/${hash}.json`)),
    ...loaded.map((entry) => fetch(entry.name).catch(() => {})),
  ])
}

/**
 * Gatsby calls this once its first render, the hydration, is committed: the page's controls answer
 * from now on. `data-hydrated` on <html> says so to the end-to-end tests and the benches that wait
 * for it (tests/browser.ts, `hydrated`).
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = ''
}

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => {
  if (window.___siteUpdateReady) return
  const keep = () => void keepCurrentPageOffline().catch(() => {})
  if (navigator.serviceWorker.controller) keep()
  else navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true })
}

/** A new build's service worker is installed: tell the visitor (SiteNotices); Gatsby reloads on the next navigation. */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => {
  window.___siteUpdateReady = true
  window.dispatchEvent(new Event(updateReadyEvent))
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  window.dispatchEvent(new Event(routeUpdatedEvent))
  if (prevLocation) checkForUpdate()
  // The pictures further down the page, for the page to show them offline (src/lib/keep-offline.ts).
  whenKeepingOffline(keepPictures)
}

/** Gatsby calls this when a route change has taken more than 1000 ms. */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  window.dispatchEvent(new Event(routeDelayedEvent))
}
