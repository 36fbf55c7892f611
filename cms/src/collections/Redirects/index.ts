import {
  commitTransaction,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionConfig,
  type CollectionSlug,
  type PayloadRequest,
  type Validate,
} from 'payload'
import type { RoutedDoc } from '@lestari/model'
import { anyone, staffOnly } from '../../access'
import {
  findLoop,
  invalidFrom,
  invalidTo,
  redirectKey,
  redirectsRefreshPath,
  type RedirectEntry,
} from '@lestari/model/redirects'
import { documentsAt, pagePathOf, pagePathRule } from './targets'
import { customText } from '../../i18n'
import { secretHeaders, siteServerURL } from '../../site-build'

/**
 * Refuses a `to` that would close a loop with the saved redirects, naming the loop, or that leads
 * to a page the site does not have (see siteHasPage).
 */
const validTarget: Validate<string> = async (value, { req, data, id }) => {
  const wrong = invalidTo(value)
  if (wrong) return wrong
  const from = (data as Partial<RedirectEntry>)?.from
  if (typeof from !== 'string' || typeof value !== 'string') return true
  const others = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? {} : { id: { not_equals: id } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const loop = findLoop(others.docs, { from, to: value })
  if (loop) return `This redirect would make a loop: ${loop.join(' → ')}. Change where one of them leads.`
  const leadsOn = others.docs.some((other) => redirectKey(other.from) === redirectKey(value))
  if (leadsOn || (await siteHasPage(req, value))) return true
  return customText(req.t, 'guards:redirectTargetMissing', { path: value })
}

/**
 * Whether the site has the page at an internal `to` (an external address is not checked): a
 * document of the CMS whose address it is by the route rules, published or still a draft being
 * written; else the site server's answer for it. Without a site server to ask (builds on a
 * hosting provider's hook), a path no document has is let through.
 */
async function siteHasPage(req: PayloadRequest, to: string): Promise<boolean> {
  if (/^https?:\/\//i.test(to)) return true
  for (const { collection, slug } of documentsAt(to)) {
    const found = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { slug: { equals: slug } },
      draft: true,
      depth: 1,
      limit: 10,
      req,
      overrideAccess: true,
    })
    const rule = pagePathRule(collection)
    if (found.docs.some((doc) => rule?.page.path(doc as RoutedDoc) === pagePathOf(to))) return true
  }
  const url = siteServerURL(to)
  if (!url) return true
  const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) }).catch(() => null)
  await answer?.body?.cancel()
  return !answer || answer.status < 400
}

/**
 * The site server (`npm start`'s) reads the redirects from the CMS again at once, so a change
 * applies before the site build that follows it has finished.
 */
function refreshSiteServer() {
  const url = siteServerURL(redirectsRefreshPath)
  if (!url) return
  fetch(url, { method: 'POST', headers: secretHeaders(), signal: AbortSignal.timeout(5000) }).catch((error: Error) =>
    console.warn(`Could not tell the site server of the new redirects: ${error.message}`),
  )
}
/**
 * Payload runs after-change hooks before its transaction commits: a site server that read the
 * redirects then would still get the old list (and keep it until the next release). The save is
 * committed first; nothing after these hooks writes.
 */
const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await commitTransaction(req)
  refreshSiteServer()
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await commitTransaction(req)
  refreshSiteServer()
  return doc
}

/**
 * Old addresses that lead elsewhere. The site server, the site build (Gatsby redirects, a
 * `_redirects` file for a CDN) and the service worker apply them; chains are followed to their
 * end. The language is the path's: one under /id/ is Indonesian.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    group: 'Settings',
    defaultColumns: ['from', 'to', 'permanent'],
    description:
      'Old addresses that lead to new ones. A path under /id/ is the Indonesian site. Applies within seconds; the site build follows.',
  },
  // Public anyway: every visitor is sent along them.
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: unknown) => invalidFrom(v) ?? true,
      admin: { description: 'The old path, like /old-page/ or /id/halaman-lama/.' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validTarget,
      admin: {
        description:
          'A page the site has (/news/, /id/news/) or a full https:// address. A page still in draft is accepted: publish it before the redirect is needed.',
      },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Permanent (301): search engines move to the new address. Unticked: temporary (302).' },
    },
  ],
}
