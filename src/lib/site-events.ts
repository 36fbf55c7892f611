/**
 * Browser-side signals from Gatsby's lifecycle (gatsby-browser.tsx) to the components that
 * show them (SiteNotices): a new build is ready, a route change is taking long.
 */
export const updateReadyEvent = 'site:update-ready'
export const routeDelayedEvent = 'site:route-delayed'
export const routeUpdatedEvent = 'site:route-updated'
/** localStorage key of the form submissions waiting for the connection (src/lib/form-outbox.ts). */
export const formOutboxKey = 'form-outbox'

declare global {
  interface Window {
    /** Set by gatsby-browser once a new service worker (a new build) is installed. */
    ___siteUpdateReady?: boolean
    /** The build this page's scripts come from. */
    ___siteBuild?: string
    /** The path of the page whose HTML was loaded (Gatsby writes it into every page). */
    pagePath?: string
  }
}

export const isUpdateReady = () => typeof window !== 'undefined' && window.___siteUpdateReady === true
