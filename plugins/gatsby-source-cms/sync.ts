/** Sourcing the CMS's content as nodes: everything, or only what changed since the last build. */
import type { NodePluginArgs } from 'gatsby'
import { createNodes, deleteNodes, fetchAllNodes } from 'gatsby-graphql-source-toolkit'
import type { INodeDeleteEvent } from 'gatsby-graphql-source-toolkit/dist/types'
import { cmsBase, cmsRead } from './cms-read'
import type { CmsExecutor } from './executor'
import {
  cmsLocales,
  cmsTypePrefix,
  collections,
  embeddedIn,
  globals,
  localeVar,
  nodeTypeNames,
  pluginName,
} from './model'
import { sourcingConfig } from './sourcing-config'

/** Changes this close before the last sync are fetched again (clock differences, slow writes). */
const syncMarginMs = 60_000
const syncStateKey = 'cms-sync-state'

/**
 * What the last sourcing did. `built` turns true once that build finished (markCmsBuildFinished):
 * Gatsby writes nodes to its store at once but records which queries they make stale only when a
 * build completes, so after a build that failed midway the unchanged-looking nodes are dropped and
 * sourced again, and every query that reads them runs again.
 */
type SyncState = { startedAt: number; queriesHash: string; built: boolean }

/**
 * Every id of a collection (published only: the request is anonymous). Over REST, which reads
 * only the ids from the database; a GraphQL list reads whole documents whatever it selects. A list
 * of ids only at depth 0 may page in 5,000s (the CMS's READ_MAX_ID_LIMIT), where whole documents
 * page in 100s.
 */
async function listIds(url: string, slug: string): Promise<Set<number>> {
  const ids = new Set<number>()
  for (let page = 1, more = true; more; page++) {
    const res = await cmsRead(`${cmsBase(url)}/api/${slug}?depth=0&limit=5000&sort=id&select[id]=true&page=${page}`)
    if (!res.ok) throw new Error(`Could not list ${slug} from the CMS: HTTP ${res.status}`)
    const answer = (await res.json()) as { docs: { id: number }[]; hasNextPage: boolean }
    for (const doc of answer.docs) ids.add(doc.id)
    more = answer.hasNextPage
  }
  return ids
}

/** Has any document of `list` changed since `since` (ISO date)? */
async function changedSince(execute: CmsExecutor, list: string, since: string): Promise<boolean> {
  const result = await execute({
    operationName: 'Changed',
    query: `query Changed($since: DateTime) { ${list}(limit: 1, where: { updatedAt: { greater_than_equal: $since } }) { totalDocs } }`,
    variables: { since },
  })
  const answer = (result.data as Record<string, { totalDocs: number }> | undefined)?.[list]
  if (!answer)
    throw new Error(`Could not read ${list} from the CMS: ${result.errors?.map((e) => e.message).join('; ')}`)
  return answer.totalDocs > 0
}

/**
 * Called at the very end of a successful build: the next one may fetch only what changed. The
 * site's onPostBuild calls it after its own steps (gatsby/post-build.ts), which run after every
 * plugin's, so it reads this plugin's cache by name.
 */
export async function markCmsBuildFinished(getCache: NodePluginArgs['getCache']) {
  const cache = getCache(pluginName)
  const state = (await cache.get(syncStateKey)) as SyncState | undefined
  if (state) await cache.set(syncStateKey, { ...state, built: true } satisfies SyncState)
}

/**
 * Sources the CMS: everything on the first run (or after the CMS's schema changed, or after a
 * build that did not finish), only what changed since the last sync afterwards. `refetch` is
 * gatsby develop's refresh (no build ever finishes there), always a delta. Returns what it did,
 * for the build log.
 */
export async function sourceCmsNodes(
  gatsbyApi: NodePluginArgs,
  url: string,
  mode: 'build' | 'refetch' = 'build',
): Promise<string> {
  const { context, queriesHash, execute } = await sourcingConfig(gatsbyApi, url)
  const startedAt = Date.now()
  const last = (await gatsbyApi.cache.get(syncStateKey)) as SyncState | undefined
  // The site settings exist in every CMS, one node per locale: cheaper to read than all articles.
  const haveNodes = gatsbyApi.getNodesByType(`${cmsTypePrefix}SiteSetting`).length > 0
  const delta = Boolean(last && last.queriesHash === queriesHash && haveNodes && (last.built || mode === 'refetch'))
  // Until this build finishes, the next one must not trust the nodes (see SyncState).
  if (last && mode === 'build') await gatsbyApi.cache.set(syncStateKey, { ...last, built: false } satisfies SyncState)
  if (!delta && haveNodes) {
    for (const type of nodeTypeNames)
      for (const node of gatsbyApi.getNodesByType(`${cmsTypePrefix}${type}`)) gatsbyApi.actions.deleteNode(node)
  }

  const fetched = new Map<string, number>()
  const fetchInto = async (type: string, where?: object) => {
    await Promise.all(
      cmsLocales.map(async (locale) => {
        const variables =
          nodeTypeNames.has(type) && globals.includes(type)
            ? { [localeVar]: locale }
            : { [localeVar]: locale, where: where ?? null }
        const nodes = fetchAllNodes(context, type, variables)
        const counted = (async function* () {
          for await (const node of nodes) {
            fetched.set(type, (fetched.get(type) ?? 0) + 1)
            yield node
          }
        })()
        await createNodes(context, type, counted)
      }),
    )
  }

  if (!delta) {
    await Promise.all([...nodeTypeNames].map((type) => fetchInto(type)))
  } else {
    const since = new Date(last!.startedAt - syncMarginMs).toISOString()
    const refetchAll = new Set<string>(globals)
    for (const [list, hosts] of Object.entries(embeddedIn)) {
      if (await changedSince(execute, list, since))
        for (const host of hosts) refetchAll.add(collections.find(([, l]) => l === host)![0])
    }
    const deletes: INodeDeleteEvent[] = []
    await Promise.all(
      collections.map(async ([type, , slug]) => {
        const ids = await listIds(url, slug)
        for (const node of gatsbyApi.getNodesByType(`${cmsTypePrefix}${type}`)) {
          if (!ids.has(node.remoteId as number)) {
            deletes.push({
              eventName: 'DELETE',
              remoteTypeName: type,
              remoteId: { remoteTypeName: type, remoteId: node.remoteId, locale: node.locale },
            })
          }
        }
        await fetchInto(type, refetchAll.has(type) ? undefined : { updatedAt: { greater_than_equal: since } })
      }),
    )
    await Promise.all(globals.map((type) => fetchInto(type)))
    deleteNodes(context, deletes)
    fetched.set('deleted', deletes.length)
  }
  await gatsbyApi.cache.set(syncStateKey, {
    startedAt,
    queriesHash,
    built: mode === 'refetch' && Boolean(last?.built),
  } satisfies SyncState)
  const counts = [...fetched].map(([type, n]) => `${type} ${n}`).join(', ') || 'nothing changed'
  return `${delta ? 'changes' : 'everything'} (${counts})`
}
