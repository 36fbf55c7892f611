/**
 * Build-time settings of the site, read from the environment (see README "Configuration").
 * Kept apart from gatsby-config so gatsby-node and the scripts read the same values.
 */
export const cmsURL = (process.env.CMS_URL || 'http://localhost:3001').replace(/\/$/, '')
export const cmsGraphQLURL = `${cmsURL}/api/graphql`
export const siteURL = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/$/, '')
export const brandName = process.env.SITE_NAME || 'Lestari City'
export const brandColor = '#f79226'
/** Optional Instagram feed read at build time (gatsby/instagram-feed.ts); empty means curated posts only. */
export const instagramFeedURL = process.env.INSTAGRAM_FEED_URL || ''
/** Map tiles come from OpenStreetMap unless GATSBY_MAP_TILE_URL names another tile server. */
export const defaultMapTileURL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
