/**
 * Builders for Payload's Lexical rich text (the serialized editor state the admin saves):
 * root -> block nodes (paragraph, heading, list, quote) -> inline nodes (text, link).
 */

type Node = Record<string, unknown>
export type Inline = string | Node
export type Block = Node

// Lexical's text format bit flags.
const BOLD = 1
const ITALIC = 2

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  ...extra,
  children,
})

export const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

export const bold = (value: string) => text(value, BOLD)
export const italic = (value: string) => text(value, ITALIC)

const inlines = (parts: Inline[]): Node[] => parts.map((part) => (typeof part === 'string' ? text(part) : part))

/** A link: a site path such as /contact/ or a full https:// address. */
export const link = (url: string, label: string, newTab = false): Node => ({
  type: 'link',
  format: '',
  indent: 0,
  version: 3,
  direction: 'ltr',
  fields: { linkType: 'custom', url, newTab },
  children: [text(label)],
})

/** A link to a document of the CMS (the editor's "internal link"): the site gives it the document's address. */
export const docLink = (relationTo: string, id: number, label: string): Node => ({
  type: 'link',
  format: '',
  indent: 0,
  version: 3,
  direction: 'ltr',
  fields: { linkType: 'internal', doc: { relationTo, value: id }, newTab: false },
  children: [text(label)],
})

/** A picture of the media library inside the text. */
export const upload = (id: number): Block => ({
  type: 'upload',
  version: 3,
  format: '',
  fields: null,
  relationTo: 'media',
  value: id,
})

export const p = (...parts: Inline[]): Block => element('paragraph', inlines(parts), { textFormat: 0, textStyle: '' })
export const h2 = (...parts: Inline[]): Block => element('heading', inlines(parts), { tag: 'h2' })
export const h3 = (...parts: Inline[]): Block => element('heading', inlines(parts), { tag: 'h3' })
export const quote = (...parts: Inline[]): Block => element('quote', inlines(parts))

const list = (listType: 'bullet' | 'number', items: Inline[][]): Block =>
  element(
    'list',
    items.map((parts, i) => element('listitem', inlines(parts), { value: i + 1 })),
    { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' },
  )

/** A bulleted list; each item is a string or an array of inline parts. */
export const ul = (...items: (string | Inline[])[]) =>
  list(
    'bullet',
    items.map((i) => (Array.isArray(i) ? i : [i])),
  )
export const ol = (...items: (string | Inline[])[]) =>
  list(
    'number',
    items.map((i) => (Array.isArray(i) ? i : [i])),
  )

export type RichText = { root: Node }

/** A complete editor state; plain strings become paragraphs. */
export const richText = (...blocks: (Block | string)[]): RichText => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: blocks.map((b) => (typeof b === 'string' ? p(b) : b)),
  },
})
