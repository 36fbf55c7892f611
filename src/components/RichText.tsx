import type { ReactNode } from 'react'
import { Link } from 'gatsby'
import { translator, type Lang } from '../lib/i18n'
import { cmsDocPath, isInternal } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { StaticPart } from './StaticPart'
import { richTextStrings } from './RichText.strings'

const text = translator(richTextStrings)

/** A node of the CMS's rich text (Lexical's serialized editor state). */
export type RichTextNode = {
  type: string
  children?: RichTextNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  checked?: boolean
  /** Uploads and relationships: the collection and the document (populated by the CMS, or its id). */
  relationTo?: string
  value?: unknown
  fields?: { url?: string; newTab?: boolean; linkType?: string; doc?: { relationTo?: string; value?: unknown } | null }
}

type Doc = Parameters<typeof cmsDocPath>[1]
type Ctx = { lang: Lang; amp: boolean }

// Lexical's text format bit flags.
const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16
const SUBSCRIPT = 32
const SUPERSCRIPT = 64

const renderText = (node: RichTextNode, key: number): ReactNode => {
  let out: ReactNode = node.text ?? ''
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & CODE) out = <code>{out}</code>
  if (format & BOLD) out = <strong>{out}</strong>
  if (format & ITALIC) out = <em>{out}</em>
  if (format & UNDERLINE) out = <u>{out}</u>
  if (format & STRIKETHROUGH) out = <s>{out}</s>
  if (format & SUBSCRIPT) out = <sub>{out}</sub>
  if (format & SUPERSCRIPT) out = <sup>{out}</sup>
  return <span key={key}>{out}</span>
}

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** An id for a heading from its text (for tables of contents): `2. Accounts` -> `2-accounts`. */
export const headingSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section'

const plain = (node: RichTextNode): string =>
  node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(plain).join('')

/** The h2 headings of a rich text document, with the ids RichText gives them when `headingIds` is set. */
export const richTextHeadings = (content: unknown): { id: string; text: string }[] =>
  ((content as { root?: RichTextNode } | null)?.root?.children ?? [])
    .filter((n) => n.type === 'heading' && (n.tag === 'h2' || !headingTags.has(n.tag ?? '')))
    .map((n) => ({ id: headingSlug(plain(n)), text: plain(n) }))

/**
 * A link to a site path (router link; a plain link in an AMP page, which has no router), an outside
 * address (http(s), mailto:, tel:) or, for anything else, its text only.
 */
const linkTo = (url: string, key: number, children: ReactNode, ctx: Ctx, newTab = false): ReactNode => {
  if (isInternal(url))
    return ctx.amp ? (
      <a key={key} href={url}>
        {children}
      </a>
    ) : (
      <Link key={key} to={url}>
        {children}
      </Link>
    )
  if (!/^(https?:|mailto:|tel:)/.test(url)) return <span key={key}>{children}</span>
  return (
    <a key={key} href={url} rel="noopener noreferrer" target={newTab ? '_blank' : undefined}>
      {children}
    </a>
  )
}

const docTitle = (doc: unknown) =>
  doc && typeof doc === 'object' && typeof (doc as { title?: unknown }).title === 'string'
    ? (doc as { title: string }).title
    : ''

const renderNode = (node: RichTextNode, key: number, ctx: Ctx, withIds = false): ReactNode => {
  const children = node.children?.map((child, i) => renderNode(child, i, ctx))
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
      return (
        <Tag key={key} id={withIds && Tag === 'h2' ? headingSlug(plain(node)) : undefined}>
          {children}
        </Tag>
      )
    }
    case 'quote':
      return <blockquote key={key}>{children}</blockquote>
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul'
      return (
        <Tag key={key} className={node.listType === 'check' ? 'rich-text__checklist' : undefined}>
          {children}
        </Tag>
      )
    }
    case 'listitem':
      if (typeof node.checked !== 'boolean') return <li key={key}>{children}</li>
      return (
        <li key={key} className={node.checked ? 'rich-text__checked' : undefined}>
          <span aria-hidden="true">{node.checked ? '☑ ' : '☐ '}</span>
          <span className="visually-hidden">{text(ctx.lang, node.checked ? 'checklistDone' : 'checklistOpen')}: </span>
          {children}
        </li>
      )
    case 'link':
    case 'autolink': {
      // An internal link names a document: its address in the page's language, or its text only
      // when the document has no page (any more).
      if (node.fields?.linkType === 'internal') {
        const url = cmsDocPath(node.fields.doc?.relationTo, node.fields.doc?.value as Doc, ctx.lang)
        return url ? linkTo(url, key, children, ctx) : <span key={key}>{children}</span>
      }
      return linkTo(node.fields?.url ?? node.url ?? '', key, children, ctx, node.fields?.newTab)
    }
    case 'relationship': {
      const url = cmsDocPath(node.relationTo, node.value as Doc, ctx.lang)
      const title = docTitle(node.value)
      return url && title ? (
        <p key={key} className="rich-text__related">
          {linkTo(url, 0, title, ctx)}
        </p>
      ) : null
    }
    case 'upload': {
      const image =
        node.relationTo === 'media' && node.value && typeof node.value === 'object'
          ? (node.value as Queries.CmsImageFragment)
          : null
      if (!image) return null
      return (
        <figure key={key} className="rich-text__figure">
          <CmsImage image={image} sizes="(min-width: 800px) 760px, 100vw" amp={ctx.amp} />
        </figure>
      )
    }
    case 'horizontalrule':
      return <hr key={key} />
    default:
      return children ? <span key={key}>{children}</span> : null
  }
}

/**
 * Renders CMS rich text as React elements; every string goes through React's escaping. Links to
 * documents lead to their page in the page's language; `amp` renders pictures as amp-img. Static
 * (StaticPart): the browser keeps the server's HTML.
 */
export function RichText({
  content,
  className,
  headingIds = false,
  amp = false,
}: {
  content: unknown
  className?: string
  headingIds?: boolean
  amp?: boolean
}) {
  const { lang } = useLanguage()
  const root = (content as { root?: RichTextNode } | null)?.root
  if (!root?.children?.length) return null
  const ctx = { lang, amp }
  return (
    <StaticPart className={className ?? 'rich-text'}>
      {() => root.children!.map((node, i) => renderNode(node, i, ctx, headingIds))}
    </StaticPart>
  )
}
