/** The browser bundles' webpack configuration. */
import type { GatsbyNode } from 'gatsby'
import { siteName, siteURL } from './settings'
import { ContentCompilationHash } from './compilation-hash'
import { staticQueryDataId } from './static-query-data'

/**
 * The browser bundle sees the same site address and brand as the build, and compiles the shared
 * packages (packages/: @lestari/model) as the site's own code.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  getNodesByType,
  getNode,
}) => {
  actions.setWebpackConfig({
    // npm links the workspace packages into node_modules; resolved to their real folders
    // (webpack's default, stated because the site depends on it), they are outside node_modules,
    // so Gatsby's TypeScript and Babel loaders compile them like src/ and `gatsby develop` watches
    // them. Gatsby's own compile of gatsby-node bundles them through the `alias` of package.json.
    resolve: { symlinks: true },
    plugins: [
      plugins.define({
        'process.env.SITE_URL': JSON.stringify(siteURL),
        'process.env.SITE_NAME': JSON.stringify(siteName),
        // Changes with what static queries show (settings, social posts), so such a build has a
        // webpack compilation hash of its own: a page left open from an older build then reloads
        // on its next navigation instead of mixing the old static query results with the new page
        // data. A build where only page content changed keeps the hash, and Gatsby rewrites only
        // the pages whose data changed.
        'process.env.SITE_BUILD_ID': JSON.stringify(
          staticQueryDataId({ getNodesByType, getNode } as Parameters<typeof staticQueryDataId>[0]),
        ),
      }),
      // The browser bundles' compilation hash is the one Gatsby writes into every page.
      ...(stage === 'build-javascript' ? [new ContentCompilationHash()] : []),
    ],
  })
}
