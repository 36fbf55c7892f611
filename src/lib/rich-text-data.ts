/**
 * The CMS populates the documents that rich text links to, relates to or shows (uploads) whole,
 * with their own relations: kilobytes per link in every page's data. The site needs only these.
 */
const keepOfDoc = ['id', 'slug', 'kind', 'title'] as const
const keepOfMedia = ['id', 'url', 'alt', 'width', 'height', 'sizes'] as const

const pick = (value: unknown, keys: readonly string[]) => {
  if (!value || typeof value !== 'object') return value
  const doc = value as Record<string, unknown>
  const out: Record<string, unknown> = Object.fromEntries(keys.filter((k) => k in doc).map((k) => [k, doc[k]]))
  // A page's address needs its parent's slug.
  if (doc.parent && typeof doc.parent === 'object') out.parent = { slug: (doc.parent as { slug?: unknown }).slug ?? null }
  return out
}

/** Trims, in place, the documents inside every rich text node of a CMS response. */
export function trimRichTextDocs(data: unknown): void {
  if (Array.isArray(data)) {
    for (const item of data) trimRichTextDocs(item)
    return
  }
  if (!data || typeof data !== 'object') return
  const node = data as Record<string, unknown>
  if (node.type === 'upload' && node.value && typeof node.value === 'object') node.value = pick(node.value, keepOfMedia)
  if (node.type === 'relationship' && node.value && typeof node.value === 'object') node.value = pick(node.value, keepOfDoc)
  const doc = (node.fields as { doc?: { value?: unknown } } | null | undefined)?.doc
  if ((node.type === 'link' || node.type === 'autolink') && doc?.value && typeof doc.value === 'object') doc.value = pick(doc.value, keepOfDoc)
  for (const value of Object.values(node)) if (value && typeof value === 'object') trimRichTextDocs(value)
}
