import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'
import { cmsNodeId } from '../plugins/gatsby-source-cms/node-id'

/**
 * Fields of the cards for gatsby-node's queries (createPages), where the fragments of src/ cannot
 * be used: CmsImage's (src/components/CmsImage.fragment.ts) and NewsCard's
 * (src/components/NewsCard.tsx). tests/unit/news-cards.spec.ts keeps them the same.
 */
export const cmsImageFields = `
  fragment CmsImageData on CMS_Media {
    url
    alt
    width
    height
    sizes {
      thumbnail { url width }
      phone { url width }
      card { url width }
      hero { url width }
    }
  }
`

export const newsCardFields = `
  fragment NewsCardData on CMS_Post {
    id
    slug
    title
    excerpt
    publishedAt
    category
    englishOnly
    heroImage { ...CmsImageData }
  }
  ${cmsImageFields}
`

export type NodeObject = Record<string, unknown>

/**
 * Reads a fragment's fields (the first fragment of `fragments`, which may spread the others)
 * straight from a Gatsby node, as Gatsby's GraphQL answers them: in the fragment's order, a
 * missing field null, a link to another CMS node followed. For createPages' 28,000 article cards
 * at 10,000 items: through a query, Gatsby also records every nested object of every article
 * for its query tracking, which cost as much as the rest of the query (2 s in all).
 */
export function fragmentReader(
  fragments: string,
  getNode: (id: string) => unknown,
  /** What a linked node reads as (an upload: its files' addresses in the build). */
  linked: (node: NodeObject) => NodeObject = (node) => node,
) {
  const definitions = parse(fragments).definitions as FragmentDefinitionNode[]
  const named = new Map(definitions.map((d) => [d.name.value, d]))
  const readObject = (object: NodeObject, selection: SelectionSetNode): NodeObject => {
    const answer: NodeObject = {}
    for (const field of selection.selections) {
      if (field.kind === Kind.FRAGMENT_SPREAD)
        Object.assign(answer, readObject(object, named.get(field.name.value)!.selectionSet))
      else if (field.kind === Kind.FIELD)
        answer[field.alias?.value ?? field.name.value] = field.selectionSet
          ? readValue(object[field.name.value], field.selectionSet)
          : (object[field.name.value] ?? null)
      else throw new Error('fragmentReader: inline fragments are not supported')
    }
    return answer
  }
  const readValue = (value: unknown, selection: SelectionSetNode): unknown => {
    if (Array.isArray(value)) return value.map((item) => readValue(item, selection))
    if (!isNodeLink(value)) return value ? readObject(value as NodeObject, selection) : null
    const node = getNode(cmsNodeId(value as object)) as NodeObject | undefined
    return node ? readObject(linked(node), selection) : null
  }
  return (node: object) => readObject(node as NodeObject, definitions[0].selectionSet)
}

/** A link to another CMS node as the node holds it: its remote id and language, nothing else. */
const isNodeLink = (value: unknown) =>
  Boolean(
    value &&
    typeof value === 'object' &&
    'remoteId' in value &&
    Object.keys(value).every((key) => ['remoteTypeName', 'remoteId', 'locale'].includes(key)),
  )
