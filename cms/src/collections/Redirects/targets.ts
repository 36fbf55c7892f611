/**
 * Whether the site has the page a redirect leads to. The CMS knows the pages of its own documents
 * by the route rules of the content model (packages/model/collections.ts); the site's other pages
 * (lists, the home page, account screens) only the site itself knows, so those are asked of the
 * site server.
 */
import { developmentKinds, type RoutedDoc } from '@lestari/model'
import { siteCollections } from '@lestari/model/collections'

/** A document whose page may be at a path: its collection and slug. */
export type DocumentAt = { collection: string; slug: string }

const slugMark = '\u0001'
const parentMark = '\u0002'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each page's address rule as a pattern whose one group is the slug. */
const addressPatterns = siteCollections.flatMap((collection) => {
  if (!('page' in collection)) return []
  const samples: RoutedDoc[] = [
    { slug: slugMark },
    { slug: slugMark, parent: { slug: parentMark } },
    ...developmentKinds.map((kind) => ({ slug: slugMark, kind: kind.value })),
  ]
  const paths = new Set(samples.map((doc) => collection.page.path(doc)))
  return [...paths].map((path) => ({
    collection: collection.slug as string,
    pattern: new RegExp(`^${escape(path).replace(slugMark, '([a-z0-9-]+)').replace(parentMark, '[a-z0-9-]+')}$`),
  }))
})

/** The path without its language prefix, query and fragment, with the trailing slash of the site's page addresses. */
export const pagePathOf = (to: string) => {
  const bare = to.split(/[?#]/)[0]
  const withSlash = bare.endsWith('/') || bare.slice(bare.lastIndexOf('/')).includes('.') ? bare : `${bare}/`
  return withSlash.replace(/^\/id(?=\/)/, '')
}

/** The documents whose page could be at `to` by the route rules (which one, if any, is for the CMS to look up). */
export const documentsAt = (to: string): DocumentAt[] => {
  const path = pagePathOf(to)
  return addressPatterns.flatMap(({ collection, pattern }) => {
    const slug = pattern.exec(path)?.[1]
    return slug ? [{ collection, slug }] : []
  })
}

/** The address rule of a collection's pages. */
export const pagePathRule = (collection: string) =>
  siteCollections.find((c) => c.slug === collection && 'page' in c) as
    { page: { path: (doc: RoutedDoc) => string } } | undefined
