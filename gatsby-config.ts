import type { GatsbyConfig } from 'gatsby'
import { otherResources } from './gatsby/offline-kit'
import { cmsGraphQLURL, siteName, siteURL } from './gatsby/settings'
import { brandColor } from './src/lib/config'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteURL, title: siteName },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    // The CMS's published content as nodes, incrementally (plugins/gatsby-source-cms).
    { resolve: 'gatsby-source-cms', options: { url: cmsGraphQLURL } },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: siteName,
        short_name: siteName,
        start_url: '/',
        display: 'standalone',
        theme_color: brandColor,
        background_color: brandColor,
        icon: 'src/images/icon.png',
        lang: 'en',
        localize: [{ start_url: '/id/', lang: 'id' }],
      },
    },
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // The not-found pages stay on the device; offline misses fall back to them (see the file).
        appendScript: 'src/service-worker/offline-fallback.js',
        // Workbox's production modules on every host: by default, a site served from localhost (a
        // trial of `npm start`, the tests, the benchmarks) would run its debugging build instead.
        debug: false,
        workboxConfig: {
          // Same order as the plugin's own list, which this merges into index by index: page data,
          // static query results and app-data.json are fetched from the network first (so a reload
          // after a deploy shows the new content, never the cached copy of the old build) and come
          // from the device only when the network fails or takes longer than 5 s.
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            {
              urlPattern: /^https?:.*\/page-data\/.*\.json/,
              handler: 'NetworkFirst',
              options: { networkTimeoutSeconds: 5 },
            },
            // Other resources as the plugin has them, less the CMS's uploads: the worker keeps those in a
            // capped cache of its own (offline-fallback.js; the plugin's options allow no cap here).
            { urlPattern: otherResources, handler: 'StaleWhileRevalidate' },
          ],
        },
      },
    },
  ],
}

export default config
