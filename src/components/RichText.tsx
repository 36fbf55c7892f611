import type { ReactNode } from 'react'
import { Link } from 'gatsby'
import { isInternal } from '../lib/routes'

/** A node of the CMS's rich text (Lexical's serialized editor state). */
export type RichTextNode = {
  type: string
  children?: RichTextNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string; doc?: unknown }
}

// Lexical's text format bit flags.
const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16

const renderText = (node: RichTextNode, key: number): ReactNode => {
  let out: ReactNode = node.text ?? ''
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & CODE) out = <code>{out}</code>
  if (format & BOLD) out = <strong>{out}</strong>
  if (format & ITALIC) out = <em>{out}</em>
  if (format & UNDERLINE) out = <u>{out}</u>
  if (format & STRIKETHROUGH) out = <s>{out}</s>
  return <span key={key}>{out}</span>
}

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** An id for a heading from its text (for tables of contents): `2. Accounts` -> `2-accounts`. */
export const headingSlug = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section'

const plain = (node: RichTextNode): string => node.type === 'text' ? node.text ?? '' : (node.children ?? []).map(plain).join('')

/** The h2 headings of a rich text document, with the ids RichText gives them when `headingIds` is set. */
export const richTextHeadings = (content: unknown): { id: string; text: string }[] =>
  ((content as { root?: RichTextNode } | null)?.root?.children ?? [])
    .filter((n) => n.type === 'heading' && (n.tag === 'h2' || !headingTags.has(n.tag ?? '')))
    .map((n) => ({ id: headingSlug(plain(n)), text: plain(n) }))

const renderNode = (node: RichTextNode, key: number, withIds = false): ReactNode => {
  const children = node.children?.map((child, i) => renderNode(child, i))
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{children}</p>
    case 'heading': {
      // The page title is the only h1; editors' h1 headings become h2.
      const Tag = (headingTags.has(node.tag ?? '') ? node.tag : 'h2') as 'h2'
      return <Tag key={key} id={withIds && Tag === 'h2' ? headingSlug(plain(node)) : undefined}>{children}</Tag>
    }
    case 'quote':
      return <blockquote key={key}>{children}</blockquote>
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul'
      return <Tag key={key}>{children}</Tag>
    }
    case 'listitem':
      return <li key={key}>{children}</li>
    case 'link':
    case 'autolink': {
      const url = node.fields?.url ?? node.url ?? ''
      if (isInternal(url)) return <Link key={key} to={url}>{children}</Link>
      if (!/^(https?:|mailto:|tel:)/.test(url)) return <span key={key}>{children}</span>
      return (
        <a key={key} href={url} rel="noopener noreferrer" target={node.fields?.newTab ? '_blank' : undefined}>
          {children}
        </a>
      )
    }
    case 'horizontalrule':
      return <hr key={key} />
    default:
      return children ? <span key={key}>{children}</span> : null
  }
}

/** Renders CMS rich text as React elements; every string goes through React's escaping. */
export function RichText({ content, className, headingIds = false }: { content: unknown; className?: string; headingIds?: boolean }) {
  const root = (content as { root?: RichTextNode } | null)?.root
  if (!root?.children?.length) return null
  return <div className={className ?? 'rich-text'}>{root.children.map((node, i) => renderNode(node, i, headingIds))}</div>
}

/** Plain text of a rich text document, for descriptions and search. */
export const richTextToPlain = (content: unknown): string => {
  const walk = (node: RichTextNode): string =>
    node.type === 'text' ? node.text ?? '' : (node.children ?? []).map(walk).join(node.type === 'paragraph' ? ' ' : '')
  const root = (content as { root?: RichTextNode } | null)?.root
  return root ? walk(root).replace(/\s+/g, ' ').trim() : ''
}
