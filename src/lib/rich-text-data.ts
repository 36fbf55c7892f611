/**
 * What the site needs of the documents that rich text links to, relates to or shows (uploads).
 * The CMS populates them whole, with their own relations, at any depth above 0: kilobytes per
 * link in every page's data.
 */
const keepOfDoc = ['id', 'slug', 'kind', 'title'] as const
const keepOfMedia = ['id', 'url', 'alt', 'width', 'height', 'sizes'] as const

const pick = (value: unknown, keys: readonly string[]) => {
  if (!value || typeof value !== 'object') return value
  const doc = value as Record<string, unknown>
  const out: Record<string, unknown> = Object.fromEntries(keys.filter((k) => k in doc).map((k) => [k, doc[k]]))
  // A page's address needs its parent's slug.
  if (doc.parent && typeof doc.parent === 'object')
    out.parent = { slug: (doc.parent as { slug?: unknown }).slug ?? null }
  return out
}

/** Where rich text names a document: an upload or relationship node, or an internal link's `doc`. */
type DocReference = { relationTo?: unknown; value?: unknown }

/**
 * Calls `visit` on every document reference inside rich text, at any depth, with the fields the
 * renderer needs of that kind of document; the reference's `value` becomes what `visit` returns.
 * In place.
 */
function eachDocReference(data: unknown, visit: (reference: DocReference, keep: readonly string[]) => unknown): void {
  if (Array.isArray(data)) {
    for (const item of data) eachDocReference(item, visit)
    return
  }
  if (!data || typeof data !== 'object') return
  const node = data as Record<string, unknown> & DocReference
  if (node.type === 'upload') node.value = visit(node, keepOfMedia)
  if (node.type === 'relationship') node.value = visit(node, keepOfDoc)
  const doc = (node.fields as { doc?: DocReference } | null | undefined)?.doc
  if ((node.type === 'link' || node.type === 'autolink') && doc) doc.value = visit(doc, keepOfDoc)
  for (const value of Object.values(node)) if (value && typeof value === 'object') eachDocReference(value, visit)
}

/** Trims, in place, the documents the CMS populated inside rich text (the preview's REST answer, depth 2). */
export function trimRichTextDocs(data: unknown): void {
  eachDocReference(data, ({ value }, keep) => (value && typeof value === 'object' ? pick(value, keep) : value))
}

/**
 * A copy of rich text as the CMS stores it (depth 0: each reference names its document by id) with
 * each reference's document in its place, trimmed as above: `find` gives the document of a
 * collection and id, or null when the site has no such document (unpublished, deleted), as the
 * CMS's own population gives null to an anonymous reader.
 */
export function withRichTextDocs(
  content: unknown,
  find: (relationTo: string, id: number | string) => unknown,
): unknown {
  if (!content || typeof content !== 'object') return content
  const copy = structuredClone(content)
  eachDocReference(copy, ({ relationTo, value }, keep) =>
    (typeof value === 'number' || typeof value === 'string') && typeof relationTo === 'string'
      ? pick(find(relationTo, value) ?? null, keep)
      : value,
  )
  return copy
}

type TextNode = { type?: string; text?: string; children?: TextNode[] }
const textOf = (node: TextNode): string => node.text ?? (node.children ?? []).map(textOf).join('')
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * An article's rich text without its first paragraph when that paragraph repeats the lead shown
 * above it (the excerpt): editors often open the text with it, and the reader would read it twice.
 */
export function withoutRepeatedLead<T>(content: T, lead: string | null | undefined): T {
  const root = (content as { root?: TextNode } | null)?.root
  const first = root?.children?.[0]
  if (!lead || !first || first.type !== 'paragraph' || squeezed(textOf(first)) !== squeezed(lead)) return content
  return { ...content, root: { ...root, children: root.children!.slice(1) } }
}
