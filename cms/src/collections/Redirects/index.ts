import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Validate } from 'payload'
import { anyone, staffOnly } from '../../access'
import { findLoop, invalidFrom, invalidTo, redirectsRefreshPath, type RedirectEntry } from './rules'
import { secretHeaders, siteServerURL } from '../../site-build'

/** Refuses a `to` that would close a loop with the saved redirects, naming the loop. */
const noLoop: Validate<string> = async (value, { req, data, id }) => {
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
  return loop ? `This redirect would make a loop: ${loop.join(' → ')}. Change where one of them leads.` : true
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
const afterChange: CollectionAfterChangeHook = ({ doc }) => {
  refreshSiteServer()
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
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
      validate: noLoop,
      admin: { description: 'A site path (/news/, /id/berita/) or a full https:// address.' },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Permanent (301): search engines move to the new address. Unticked: temporary (302).' },
    },
  ],
}
