import type { GatsbyConfig } from 'gatsby'
import { brandColor, brandName, cmsGraphQLURL, siteURL } from './src/lib/config'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteURL, title: brandName },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    {
      // The CMS's GraphQL schema, stitched in under `cms { ... }` (types prefixed CMS_).
      resolve: 'gatsby-source-graphql',
      options: {
        typeName: 'CMS',
        fieldName: 'cms',
        url: cmsGraphQLURL,
        // `npm run develop` sets this so gatsby develop follows the CMS without a restart.
        ...(process.env.CMS_REFETCH_SECONDS ? { refetchInterval: Number(process.env.CMS_REFETCH_SECONDS) } : {}),
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: brandName,
        short_name: brandName,
        start_url: '/',
        display: 'standalone',
        theme_color: brandColor,
        background_color: brandColor,
        icon: 'src/images/icon.png',
        lang: 'en',
        localize: [{ start_url: '/id/', lang: 'id' }],
      },
    },
    'gatsby-plugin-offline',
  ],
}

export default config
