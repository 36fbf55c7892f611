import { XMLParser } from 'fast-xml-parser'
import { duplicateLots, lotOfElementId } from '@lestari/model/site-plans'

/**
 * A site plan's drawing, as the site shows it: an SVG upload written again from the shapes,
 * texts and plain presentation attributes of the list below, everything else left out (scripts,
 * event handlers, links, styles, pictures, references to other files or elements), so that the
 * page that inlines it runs nothing an upload brought. Its lot ids are the ids of its elements
 * that start with `lot-` (lotOfElementId).
 */
export type Drawing = { markup: string; lots: string[] }

export const drawingMaxBytes = 2 * 1024 * 1024

const elements = new Set([
  'g',
  'path',
  'rect',
  'polygon',
  'polyline',
  'circle',
  'ellipse',
  'line',
  'text',
  'tspan',
  'title',
])
const attributes = new Set([
  'id',
  'd',
  'x',
  'y',
  'dx',
  'dy',
  'width',
  'height',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'points',
  'x1',
  'y1',
  'x2',
  'y2',
  'transform',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linejoin',
  'stroke-linecap',
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
])
/** A value that could reach another resource or run something; plain numbers, colours and paths never hold one. */
const unsafeValue = /url\s*\(|javascript:|[<>]|&#|\\/i

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type XmlNode = { [tag: string]: XmlNode[] | string | Record<string, string> | undefined } & {
  ':@'?: Record<string, string>
  '#text'?: string
}

/** What is wrong with a drawing: a key of the admin's guards texts (cms/src/i18n/guards.ts) and its values. */
export class DrawingError extends Error {
  constructor(
    readonly key: DrawingErrorKey,
    readonly values: Record<string, string> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`)
  }
}
export type DrawingErrorKey =
  | 'drawingTooLarge'
  | 'drawingEntities'
  | 'drawingUnreadable'
  | 'drawingNotSvg'
  | 'drawingNoSize'
  | 'drawingNoLots'
  | 'drawingLotsTwice'

/** The drawing of an SVG file, or a DrawingError saying what is wrong with it. */
export function readDrawing(svg: Buffer | string): Drawing {
  const text = typeof svg === 'string' ? svg : svg.toString('utf8')
  if (Buffer.byteLength(text) > drawingMaxBytes) throw new DrawingError('drawingTooLarge')
  if (/<!ENTITY/i.test(text)) throw new DrawingError('drawingEntities')
  let nodes: XmlNode[]
  try {
    nodes = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      parseAttributeValue: false,
      parseTagValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      commentPropName: false,
    }).parse(text) as XmlNode[]
  } catch (error) {
    throw new DrawingError('drawingUnreadable', { reason: (error as Error).message })
  }
  const tagOf = (node: XmlNode) => Object.keys(node).find((k) => k !== ':@')
  const root = nodes.find((n) => tagOf(n) && tagOf(n) !== '#text')
  if (!root || tagOf(root) !== 'svg') throw new DrawingError('drawingNotSvg')
  const rootAttrs = root[':@'] ?? {}
  const viewBox =
    rootAttrs.viewBox ??
    (Number(rootAttrs.width) > 0 && Number(rootAttrs.height) > 0
      ? `0 0 ${Number(rootAttrs.width)} ${Number(rootAttrs.height)}`
      : null)
  if (!viewBox || !/^[-\d.\s,]+$/.test(viewBox)) throw new DrawingError('drawingNoSize')

  const lots: string[] = []
  const write = (node: XmlNode): string => {
    const tag = tagOf(node)
    if (!tag) return ''
    if (tag === '#text') return escape(String(node['#text'] ?? ''))
    if (!elements.has(tag)) return ''
    const attrs = Object.entries(node[':@'] ?? {})
      .filter(([name, value]) => attributes.has(name) && !unsafeValue.test(value))
      .map(([name, value]) => {
        const lot = name === 'id' ? lotOfElementId(value) : null
        if (lot) lots.push(lot)
        return ` ${name}="${escape(value)}"`
      })
    return `<${tag}${attrs.join('')}>${inner(node, tag)}</${tag}>`
  }
  const inner = (node: XmlNode, tag: string) => ((node[tag] as XmlNode[] | undefined) ?? []).map(write).join('')
  const markup = `<svg viewBox="${escape(viewBox)}" xmlns="http://www.w3.org/2000/svg">${inner(root, 'svg')}</svg>`
  if (!lots.length) throw new DrawingError('drawingNoLots')
  const twice = duplicateLots(lots)
  if (twice.length) throw new DrawingError('drawingLotsTwice', { lots: twice.join(', ') })
  return { markup, lots }
}
