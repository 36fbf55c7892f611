import { mapTileURLFrom, siteNameFrom, siteURLFrom } from '@lestari/model/settings'

/**
 * The settings of the site's pages, baked in at build time: gatsby-node defines SITE_URL and
 * SITE_NAME into the bundles from the build's settings (gatsby/settings.ts), and Gatsby bakes the
 * GATSBY_* variables itself. The defaults serve code run outside a bundle (the unit tests).
 */
export const siteURL = siteURLFrom(process.env.SITE_URL)
export const brandName = siteNameFrom(process.env.SITE_NAME)
export const brandColor = '#f79226'
/** Tile server of the maps; `{z}/{x}/{y}` as Leaflet expects (GATSBY_MAP_TILE_URL). */
export const mapTileURL = mapTileURLFrom(process.env.GATSBY_MAP_TILE_URL)
/** How often the stock widget asks the CMS for the share prices (GATSBY_STOCK_POLL_SECONDS). */
export const stockPollMs = Math.max(1, Number(process.env.GATSBY_STOCK_POLL_SECONDS) || 60) * 1000
