import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  Endpoint,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { isDeepStrictEqual } from 'node:util'
import { isStaff } from '../access'
import { bookkeepingFields } from '@lestari/model/live-fields'
import { cmsSettings } from '../settings'
import { relationId } from '../utilities/relation-id'
import { siteCollections } from '@lestari/model/collections'
import { siteBuildSecretHeader } from '@lestari/server-kit/secret'

/**
 * The CMS asks for a site build whenever published content changes. The address is the
 * embedded build worker of `npm start` by default, or a CI/CD or hosting build hook
 * (SITE_BUILD_HOOK_URL; empty turns it off). The worker coalesces bursts of requests.
 */
const hookURL = () => cmsSettings.siteBuildHookURL
export const secretHeaders = (): Record<string, string> =>
  cmsSettings.siteBuildSecret ? { [siteBuildSecretHeader]: cmsSettings.siteBuildSecret } : {}

export function requestSiteBuild(reason: string): void {
  const url = hookURL()
  if (!url) return
  // A hosting provider's build hook address is itself the credential: only its origin is logged.
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...secretHeaders() },
    body: JSON.stringify({ reason }),
    signal: AbortSignal.timeout(5000),
  }).catch((error: Error) => console.warn(`Could not ask for a site build at ${new URL(url).origin}: ${error.message}`))
}

/**
 * The address of the embedded build worker's server for `path` (another of its /__site/
 * endpoints), or null when builds go to a hosting provider's hook instead.
 */
export function siteServerURL(path: string): string | null {
  const url = hookURL()
  if (!url) return null
  const hook = new URL(url)
  return hook.pathname === '/__site/build' ? new URL(path, hook).href : null
}

type Doc = { id?: number | string; _status?: string } | undefined

/**
 * A collection's own rule for whether one of its documents is on the site at all (its config's
 * `custom.shownOnSite`), for documents shown only as part of another: a unit type only while its
 * development is published. A change to a document that is not, before or after, asks for no build.
 */
export type ShownOnSite = (doc: Record<string, unknown>, req: PayloadRequest) => Promise<boolean>

/** A rule for documents of a development (unit types, site plans, progress updates): the site shows them while it is published. */
export const developmentPublished: ShownOnSite = async (doc, req) => {
  const id = relationId(doc.project)
  if (id === null) return false
  const { docs } = await req.payload.find({
    collection: 'projects',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0]?._status === 'published'
}

/**
 * A collection's own rule for whether an update changed anything the built site shows (its
 * config's `custom.changesSite`), for documents part of which the site reads live: a site plan
 * whose lots' statuses alone changed asks for no build.
 */
export type ChangesSite = (doc: Record<string, unknown>, previousDoc: Record<string, unknown>) => boolean

/** Published now, or published before (an unpublish), or content without drafts at all. */
const touchesSite = (doc: Doc, previousDoc: Doc, hasDrafts: boolean) =>
  !hasDrafts || doc?._status === 'published' || previousDoc?._status === 'published'

/** Adds the build request to a collection whose content the site shows. */
export function rebuildsSite(collection: CollectionConfig): CollectionConfig {
  const hasDrafts = Boolean(typeof collection.versions === 'object' && collection.versions?.drafts)
  const shownOnSite = collection.custom?.shownOnSite as ShownOnSite | undefined
  const changesSite = collection.custom?.changesSite as ChangesSite | undefined
  const onSite = async (req: PayloadRequest, ...docs: (Record<string, unknown> | undefined)[]) => {
    if (!shownOnSite) return true
    for (const doc of docs) if (doc && (await shownOnSite(doc, req))) return true
    return false
  }
  // A draft saved over a published version leaves that version, the one the site shows, as it was
  // (Payload writes a draft to the versions only); an unpublish makes the document itself a draft.
  const draftOverPublished = async (doc: Doc, previousDoc: Doc, req: PayloadRequest) => {
    if (!hasDrafts || doc?._status === 'published' || previousDoc?._status !== 'published') return false
    const live = (await req.payload.findByID({
      collection: collection.slug as CollectionSlug,
      id: doc!.id!,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as Doc | null
    return live?._status === 'published'
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, context, req }) => {
    if (
      !context.seed &&
      (operation !== 'update' || !changesSite || changesSite(doc, previousDoc)) &&
      touchesSite(doc, previousDoc, hasDrafts) &&
      !(await draftOverPublished(doc, previousDoc, req)) &&
      (await onSite(req, doc, previousDoc))
    )
      requestSiteBuild(`${collection.slug} #${doc.id} ${operation}d`)
    return doc
  }
  // A document never published was never on the site: deleting it changes nothing there.
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
    if (!context.seed && (!hasDrafts || doc._status === 'published') && (await onSite(req, doc)))
      requestSiteBuild(`${collection.slug} #${doc.id} deleted`)
    return doc
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

/** A global's data without the given fields (at its top level), as plain JSON. */
const without = (doc: unknown, fields: readonly string[]) => {
  const copy = JSON.parse(JSON.stringify(doc ?? {})) as Record<string, unknown>
  for (const field of fields) delete copy[field]
  return copy
}

/** The same, for every collection the site reads (@lestari/model's siteCollections); other collections as they are. */
export const rebuildsSiteIfRead = (collection: CollectionConfig): CollectionConfig =>
  siteCollections.some((read) => read.slug === collection.slug) ? rebuildsSite(collection) : collection

/**
 * Adds the build request to a global whose content the site shows. A change to `liveFields` only
 * (data the site reads at run time, see @lestari/model/live-fields) asks for no build.
 */
export function rebuildsSiteGlobal(global: GlobalConfig, liveFields: readonly string[] = []): GlobalConfig {
  // Payload's previous copy of a global carries its row id, the saved one does not.
  const ignored = [...liveFields, ...bookkeepingFields, 'id']
  const afterChange: GlobalAfterChangeHook = ({ doc, previousDoc, context }) => {
    if (!context.seed && !isDeepStrictEqual(without(doc, ignored), without(previousDoc, ignored)))
      requestSiteBuild(`${global.slug} changed`)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}

/**
 * GET /api/site-build: the build state for the admin; POST: rebuild now. Staff only; the
 * worker's secret never leaves the server.
 */
export const siteBuildEndpoints: Endpoint[] = (['get', 'post'] as const).map((method) => ({
  path: '/site-build',
  method,
  handler: async (req) => {
    if (!isStaff(req)) return Response.json({ error: 'Only editors can see and start site builds.' }, { status: 403 })
    const url = hookURL()
    if (!url) return Response.json({ state: 'off' })
    try {
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: { 'content-type': 'application/json', ...secretHeaders() },
        body:
          method === 'post'
            ? JSON.stringify({ reason: `rebuild asked for by ${req.user?.email ?? 'an editor'}` })
            : undefined,
        signal: AbortSignal.timeout(5000),
      })
      // A hosting build hook answers without a state: the request was handed over.
      const body = await res.json().catch(() => ({ state: res.ok ? 'requested' : 'unknown' }))
      return Response.json(body, { status: res.ok ? 200 : 502 })
    } catch {
      return Response.json({ state: 'unreachable' }, { status: 502 })
    }
  },
}))
