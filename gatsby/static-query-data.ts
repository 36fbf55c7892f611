import crypto from 'node:crypto'

/**
 * Node types the site's static queries read (src/components/Layout.tsx: site settings;
 * src/blocks/InstagramFeed.tsx: social posts and the Instagram feed), with the media they link to.
 * tests/unit/static-query-data.spec.ts checks this list against the static queries themselves.
 */
export const staticQueryNodeTypes = ['CMS_SiteSetting', 'CMS_SocialPost', 'InstagramPost']

type Node = { id: string; internal: { contentDigest: string } } & Record<string, unknown>
type NodeStore = { getNodesByType(type: string): Node[]; getNode(id: string): Node | undefined }

/** Links to other CMS nodes inside a node's data (`{ remoteTypeName, remoteId, locale }`). */
function linkedIds(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) linkedIds(item, out)
  } else if (value && typeof value === 'object') {
    const { remoteTypeName, remoteId, locale } = value as Record<string, unknown>
    if (typeof remoteTypeName === 'string' && remoteId !== undefined && typeof locale === 'string')
      out.add(`${remoteTypeName}:${String(remoteId)}:${locale}`)
    for (const child of Object.values(value)) linkedIds(child, out)
  }
}

/**
 * A fingerprint of everything static queries can show: it changes when site settings, social
 * posts, the Instagram feed or an image they use change, and stays the same when only page
 * content changes. Gatsby keeps static query results in the browser's memory across client-side
 * navigations and reloads the page only when the webpack compilation hash changes, so this goes
 * into the bundle (see onCreateWebpackConfig in gatsby-node.ts).
 */
export function staticQueryDataId(store: NodeStore): string {
  const nodes = staticQueryNodeTypes.flatMap((type) => store.getNodesByType(type))
  const linked = new Set<string>()
  for (const node of nodes) linkedIds(node, linked)
  const digests = [...nodes, ...[...linked].map((id) => store.getNode(id)).filter((n): n is Node => Boolean(n))]
    .map((node) => `${node.id}=${node.internal.contentDigest}`)
    .sort()
  return crypto.createHash('sha256').update(digests.join('\n')).digest('hex').slice(0, 16)
}
