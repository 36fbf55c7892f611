/** Node ids of the CMS's documents: one node per document and locale. */
import type { INodeIdTransform } from 'gatsby-graphql-source-toolkit/dist/types'

/**
 * The node id of a CMS document in one language (`Post:3:en`), from its remote id: the link a
 * node holds to another (`{ remoteTypeName, remoteId, locale }`) is one.
 */
export const cmsNodeId = (remoteId: object) => Object.values(remoteId).join(':')

/** The toolkit's ids plus the locale: `Post:3:en`. */
export function localizedIds(base: INodeIdTransform): INodeIdTransform {
  return {
    remoteNodeToId: (node, def) => ({ ...base.remoteNodeToId(node, def), locale: node.locale }),
    gatsbyNodeToRemoteId: (node, def) => ({ ...base.gatsbyNodeToRemoteId(node, def), locale: node.locale }),
    remoteIdToGatsbyNodeId: cmsNodeId,
    remoteNodeToGatsbyId(node, def) {
      return this.remoteIdToGatsbyNodeId(this.remoteNodeToId(node, def), def)
    },
  }
}
