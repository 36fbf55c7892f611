/**
 * The CMS's published content as Gatsby nodes (build time only; see
 * docs/decisions/content-and-build.md, "Sourcing the CMS"). Built on gatsby-graphql-source-toolkit
 * over the CMS's own GraphQL API:
 *
 * - Node types: every public collection below and the site settings global, typed `CMS_<Type>`
 *   from the CMS's schema. One node per document *and locale*: the executor stamps the locale a
 *   query asked for on every node object of its answer (`locale`), and the node id includes it
 *   (`Post:3:en`). Relations are links to the node of the same locale.
 * - Fields: all fields of each type, generated from the CMS's schema on every run, so a field added
 *   in the CMS needs no change here. Join fields (reverse relations) are left out: they would go
 *   stale under delta sourcing; a development's unit types are resolved here from the forward
 *   relation instead (node-types.ts). Rich text comes as stored, naming documents by id, and
 *   a field resolver puts in those documents from their nodes (richTextByIds). The site
 *   settings' live data (the stock counters) and save times are left out too (notSourced in schema.ts).
 * - Uploads: a picture's or PDF's address is that of its copy in the build, made when a query
 *   first reads it (release-files.ts), so the built site shows them without the CMS.
 * - Delta: the first build (or any build after the CMS's schema changed, or after a build that did
 *   not finish) fetches everything; later builds fetch only documents with `updatedAt` at or after
 *   the last sync (minus a margin), list every collection's ids to drop unpublished and deleted
 *   documents, and refetch the site settings. Unchanged nodes keep their content digest, so Gatsby
 *   re-runs only the queries that read a changed node.
 * - Drafts are never sourced: every request is anonymous, and the CMS answers anonymous readers
 *   with published documents only.
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { cmsTypePrefix, collections } from './model'
import { createCmsTypes, uploadTypeNames } from './node-types'
import { pruneReleaseFiles, type UploadDoc } from './release-files'
import { sourceCmsNodes } from './sync'
import { sourcingConfig } from './sourcing-config'

/** The plugin's options (gatsby-config.ts): the address of the CMS's GraphQL API. */
type Options = { url: string }

/**
 * Fail before Gatsby touches public/ when the CMS cannot be reached, with one line that names
 * the address, so the previous build keeps being served.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }, options) => {
  const { url } = options as unknown as Options
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(15_000),
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    reporter.panic(`CMS unreachable at ${url} (${cause}): start the CMS or set CMS_URL, then build again.`)
  }
}

/** The CMS's node types (CMS_Post, CMS_Page, ... from its schema). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async (args, options) => {
  await createCmsTypes(args, (options as unknown as Options).url)
}

/**
 * gatsby develop sources again on each call of its refresh endpoint (`npm run develop` calls it
 * every CMS_REFETCH_SECONDS, scripts/develop.ts): those runs fetch only the CMS's changes.
 */
let sourcedInThisProcess = false

/** The CMS's published content as nodes: everything on a first build, afterwards only what changed. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, options) => {
  // Gatsby deletes the nodes a build's sourcing did not touch, unless their plugin keeps them up
  // to date itself, as this one does (the CMS's deletions and unpublished documents): it would
  // otherwise read every node of the CMS to find none stale.
  args.actions.enableStatefulSourceNodes!()
  const activity = args.reporter.activityTimer('Sourcing the CMS')
  activity.start()
  const refetch = sourcedInThisProcess && process.env.gatsby_executing_command === 'develop'
  activity.setStatus(await sourceCmsNodes(args, (options as unknown as Options).url, refetch ? 'refetch' : 'build'))
  sourcedInThisProcess = true
  activity.end()
  // A new production CMS has none until an administrator saves them, and every page shows them.
  if (!args.getNodesByType(`${cmsTypePrefix}SiteSetting`).length)
    args.reporter.panic(
      "The CMS's site settings were never saved: an administrator saves them (the brand name at least) in the CMS admin, Settings > Site Settings, then the site builds.",
    )
}

/**
 * The build stops carrying the files of uploads the CMS no longer has, or has replaced (their
 * copies are made as pages show them: release-files.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const { context } = await sourcingConfig(args, (options as unknown as Options).url)
  const types = uploadTypeNames(context.schema)
  const removed = pruneReleaseFiles(
    path.join(args.store.getState().program.directory, 'public'),
    collections.filter(([type]) => types.has(type)).map(([, , slug]) => slug),
    [...types].flatMap((type) => args.getNodesByType(`${cmsTypePrefix}${type}`) as unknown as UploadDoc[]),
  )
  if (removed) args.reporter.info(`Removed ${removed} files of uploads that the CMS no longer has from the build`)
}
