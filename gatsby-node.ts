/**
 * The site's build, step by step. The CMS's content is sourced by the local plugin
 * plugins/gatsby-source-cms (gatsby-config.ts); each step below lives in gatsby/.
 */
import type { GatsbyNode } from 'gatsby'
import { instagramPostType, sourceInstagram } from './gatsby/instagram-feed'

export { createPages } from './gatsby/pages'
export { onPostBuild } from './gatsby/post-build'
export { onCreateWebpackConfig } from './gatsby/webpack'

/** The posts of the optional Instagram feed (the CMS's node types come from the plugin). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(instagramPostType)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  // Gatsby deletes the nodes a build's sourcing did not touch, unless their plugin keeps them up
  // to date itself, as this one does (the feed's old posts).
  args.actions.enableStatefulSourceNodes!()
  // SitePage nodes are Gatsby's own, and createPages would write each of them to its datastore
  // again (28,700 at 10,000 items). Kept, an unchanged page's node is only touched again; pages
  // not created again are still removed.
  for (const node of args.getNodesByType('SitePage')) args.actions.touchNode(node)
  await sourceInstagram(args)
}
