import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'
import { fragmentReader, newsCardFields } from '../../gatsby/card-fields'

/** The fragments of a source file's graphql`...` literals. */
function fragmentsIn(file: string): FragmentDefinitionNode[] {
  const source = fs.readFileSync(path.resolve(file), 'utf8')
  return [...source.matchAll(/graphql`([^`]*)`/g)].flatMap((m) =>
    parse(m[1]).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
  )
}

/** Every field a selection reads, as paths (`heroImage.sizes.card.url`), through the fragments it spreads. */
function fieldPaths(selection: SelectionSetNode, named: Map<string, FragmentDefinitionNode>, prefix = ''): string[] {
  return selection.selections.flatMap((s) => {
    if (s.kind === Kind.FRAGMENT_SPREAD) return fieldPaths(named.get(s.name.value)!.selectionSet, named, prefix)
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldPaths(s.selectionSet, named, prefix)
    const at = `${prefix}${s.name.value}`
    return s.selectionSet ? fieldPaths(s.selectionSet, named, `${at}.`) : [at]
  })
}

test("the news lists' cards from createPages hold the same fields as NewsCard's fragment", () => {
  const named = new Map(
    [...fragmentsIn('src/components/CmsImage.fragment.ts'), ...fragmentsIn('src/components/NewsCard.tsx')].map((f) => [
      f.name.value,
      f,
    ]),
  )
  const card = named.get('NewsCard')!
  const fromPagesFragments = parse(newsCardFields).definitions as FragmentDefinitionNode[]
  const fromPages = fromPagesFragments[0]
  for (const f of fromPagesFragments) named.set(f.name.value, f)
  expect(fromPages.typeCondition.name.value).toBe(card.typeCondition.name.value)
  const fields = fieldPaths(card.selectionSet, named).sort()
  expect(fields).toContain('heroImage.sizes.card.url')
  expect(fieldPaths(fromPages.selectionSet, named).sort()).toEqual(fields)
})

test("an article's card is read from its node as the query answers it: the fragment's order, null for what is missing, the picture's node followed", () => {
  const size = (name: string, width: number) => ({
    url: `/api/media/file/a-${name}.webp`,
    width,
    height: width / 2,
    mimeType: 'image/webp',
    filesize: 1000,
    filename: `a-${name}.webp`,
  })
  const media = {
    id: 'Media:5:en',
    remoteId: 5,
    locale: 'en',
    url: '/api/media/file/a.jpg',
    alt: 'Lake',
    width: 1600,
    height: 900,
    filename: 'a.jpg',
    sizes: { thumbnail: size('thumbnail', 400), phone: size('phone', 768), card: size('card', 1024), hero: null },
  }
  const nodes = new Map<string, unknown>([[media.id, media]])
  const cardOf = fragmentReader(newsCardFields, (id) => nodes.get(id))
  const post = {
    id: 'Post:3:en',
    remoteId: 3,
    locale: 'en',
    content: { root: { children: [] } },
    publishedAt: '2026-11-01T08:00:00.000Z',
    title: 'Jazz by the lake',
    slug: 'jazz',
    category: 'events',
    englishOnly: true,
    heroImage: { remoteTypeName: 'Media', remoteId: 5, locale: 'en' },
  }
  expect(JSON.stringify(cardOf(post))).toBe(
    JSON.stringify({
      id: 'Post:3:en',
      slug: 'jazz',
      title: 'Jazz by the lake',
      excerpt: null,
      publishedAt: '2026-11-01T08:00:00.000Z',
      category: 'events',
      englishOnly: true,
      heroImage: {
        url: '/api/media/file/a.jpg',
        alt: 'Lake',
        width: 1600,
        height: 900,
        sizes: {
          thumbnail: { url: '/api/media/file/a-thumbnail.webp', width: 400 },
          phone: { url: '/api/media/file/a-phone.webp', width: 768 },
          card: { url: '/api/media/file/a-card.webp', width: 1024 },
          hero: null,
        },
      },
    }),
  )
  // A picture that is gone, or none: null, as the query's link resolver answers.
  expect(cardOf({ ...post, heroImage: { remoteTypeName: 'Media', remoteId: 6, locale: 'en' } }).heroImage).toBeNull()
  expect(cardOf({ ...post, heroImage: null }).heroImage).toBeNull()
  // A linked node reads as `linked` makes it (an upload: its addresses in the build); the card's own fields do not.
  const seen: unknown[] = []
  const released = fragmentReader(
    newsCardFields,
    (id) => nodes.get(id),
    (node) => {
      seen.push(node.remoteId)
      return { ...node, url: '/media/0123456789abcdef/a.jpg' }
    },
  )(post) as { heroImage: { url: string } }
  expect(released.heroImage.url).toBe('/media/0123456789abcdef/a.jpg')
  expect(seen).toEqual([5])
})
