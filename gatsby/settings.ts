import { cmsURLFrom, siteNameFrom, siteURLFrom } from '@lestari/model/settings'

/**
 * The site build's settings (gatsby-config, gatsby-node), read from its environment (README
 * "Configuration"; `npm start` passes .env and its own settings, scripts/lib/settings.ts). The
 * pages get SITE_URL and SITE_NAME from here, defined into their bundles by gatsby-node
 * (src/lib/config.ts).
 */
export const cmsURL = cmsURLFrom(process.env.CMS_URL)
export const cmsGraphQLURL = `${cmsURL}/api/graphql`
export const siteURL = siteURLFrom(process.env.SITE_URL)
export const siteName = siteNameFrom(process.env.SITE_NAME)
/** Optional Instagram feed read at build time (gatsby/instagram-feed.ts); empty means curated posts only. */
export const instagramFeedURL = process.env.INSTAGRAM_FEED_URL || ''
