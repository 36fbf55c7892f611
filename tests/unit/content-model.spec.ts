import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { CollectionConfig, SelectField } from 'payload'
import {
  accessModes,
  allDevelopments,
  developmentKinds,
  developmentStatuses,
  documentPaths,
  graphQLEnumValue,
  linkableCollections,
  locales,
  newsCategories,
} from '@lestari/model'
import { nodeCollections, searchedTemplates, siteCollection, siteCollections } from '@lestari/model/collections'
import { AccessInfo } from '../../cms/src/collections/AccessInfo'
import { Posts } from '../../cms/src/collections/Posts'
import { Projects } from '../../cms/src/collections/Projects'
import { developmentsPerKind, projectSpecs } from '../../cms/src/seed/content/projects'
import { rebuildsSiteIfRead } from '../../cms/src/site-build'
import { documentPage, indexedPages, type BuiltPage, type MakePage } from '../../gatsby/pages'
import { collections as sourcedCollections, embeddedIn } from '../../plugins/gatsby-source-cms/model'
import {
  accessModeLabel,
  categoryLabel,
  kindLabel,
  newsCategories as siteNewsCategories,
  statusLabel,
} from '../../src/lib/i18n'
import {
  cmsDocPath,
  cmsKindsOf,
  developmentListSegments,
  developmentPath,
  kindSegment,
  newsListPath,
} from '../../src/lib/routes'

/**
 * content-model/index.ts is the one source of the public collections and their choices: every
 * list of the CMS and the site reads it, and nothing else spells them.
 */
const optionsOf = (collection: CollectionConfig, field: string) =>
  collection.fields.find((f): f is SelectField => f.type === 'select' && f.name === field)?.options

test('the CMS offers the choices of the model, with the same values and labels', () => {
  expect(optionsOf(Projects, 'kind')).toEqual(developmentKinds)
  expect(optionsOf(Projects, 'status')).toEqual(developmentStatuses)
  expect(optionsOf(Posts, 'category')).toEqual(newsCategories)
  expect(optionsOf(AccessInfo, 'mode')).toEqual(accessModes)
})

test('the site names every choice as the CMS does, in both languages', () => {
  for (const [locale, lang] of [
    ['en', 'EN'],
    ['id', 'ID'],
  ] as const) {
    for (const kind of [...developmentKinds, allDevelopments])
      expect(kindLabel(kind.value, lang)).toBe(kind.label[locale])
    for (const category of newsCategories) expect(categoryLabel(category.value, lang)).toBe(category.label[locale])
    for (const status of developmentStatuses) expect(statusLabel(status.value, lang)).toBe(status.label[locale])
    for (const mode of accessModes) expect(accessModeLabel(mode.value, lang)).toBe(mode.label[locale])
  }
  expect(locales).toEqual(['en', 'id'])
  expect(siteNewsCategories).toEqual(newsCategories.map((c) => c.value))
  expect(kindLabel('future-developments', 'EN')).toBe('Future developments')
})

test('every kind has its list and its pages, in either spelling of the CMS', () => {
  expect(developmentListSegments).toEqual([...developmentKinds.map((k) => k.value), allDevelopments.value])
  for (const { value } of developmentKinds) {
    expect(kindSegment(value)).toBe(value)
    expect(kindSegment(graphQLEnumValue(value))).toBe(value)
    expect(cmsKindsOf(value)).toEqual([graphQLEnumValue(value)])
    expect(developmentPath(graphQLEnumValue(value), 'x')).toBe(`/development/${value}/x/`)
  }
  expect(cmsKindsOf(allDevelopments.value)).toEqual(developmentKinds.map((k) => graphQLEnumValue(k.value)))
  for (const { value } of newsCategories) expect(newsListPath(value)).toBe(`/news/category/${value}/`)
})

test('the seed has developments of every kind and of no other', () => {
  expect(developmentsPerKind(projectSpecs).every(([, count]) => count >= 4)).toBe(true)
  expect(projectSpecs.filter((p) => !developmentKinds.some((k) => k.value === p.kind))).toEqual([])
})

test('the sourcing, the search and the site builds read the collections of the model', () => {
  expect(sourcedCollections).toEqual(nodeCollections.map((c) => [c.type, c.list, c.slug]))
  expect(embeddedIn).toEqual({ Forms: ['Pages'] })
  expect(linkableCollections).toEqual(['posts', 'pages', 'projects', 'facilities', 'partners', 'access'])
  // The browser's addresses (index.ts) and the build's pages (collections.ts) are the same ones.
  const withPages = siteCollections.filter((c) => 'page' in c)
  expect(withPages.map((c) => c.slug).sort()).toEqual(Object.keys(documentPaths).sort())
  for (const c of withPages) expect(c.page.path).toBe(documentPaths[c.slug])
  expect(searchedTemplates).toEqual(['news-post', 'page', 'development', 'facility'])
  for (const collection of siteCollections) {
    const hooks = rebuildsSiteIfRead({ slug: collection.slug, fields: [] }).hooks
    expect(hooks?.afterChange?.length, `${collection.slug} rebuilds the site`).toBe(1)
  }
  expect(rebuildsSiteIfRead({ slug: 'enquiries', fields: [] }).hooks?.afterChange).toBeUndefined()
})

test('the rich text editor links to the linkable collections of the model', () => {
  // cms/src/fields/rich-text.ts loads Lexical, an ES module with top-level await that this test runner
  // cannot load: its source is read instead.
  const source = fs.readFileSync('cms/src/fields/rich-text.ts', 'utf8')
  expect(source).toContain("import { linkableCollections } from '@lestari/model'")
  expect(source).toContain('const linkable: CollectionSlug[] = [...linkableCollections]')
  expect(source.match(/enabledCollections: linkable \}/g)).toHaveLength(2)
})

test("a document's page takes its collection's template and address, and stays out of the sitemap when the collection does", () => {
  const made: Parameters<MakePage>[] = []
  const page: MakePage = (...args) => void made.push(args)
  const facilities = siteCollection('facilities')
  documentPage(page, facilities, { slug: 'lake-park' }, { id: 7 })
  documentPage(page, { ...facilities, inSitemap: false }, { slug: 'lake-park' }, { id: 7 })
  expect(made).toEqual([
    ['/facilities/lake-park/', 'facility', { id: 7 }],
    ['/facilities/lake-park/', 'facility', { id: 7, noindex: true }],
  ])
  expect(() => documentPage(page, siteCollection('media'), { slug: 'x' }, {})).toThrow(/no pages/)
})

test('the sitemap and the search list every page but noindex pages, whatever numbers an address holds', () => {
  const built = (path: string, template: string, context: Partial<BuiltPage['context']> = {}): BuiltPage => ({
    path,
    template,
    context: { lang: 'EN', locale: 'en', ...context },
  })
  const pages = [
    built('/news/route-404-opens/', 'news-post', { id: 1 }),
    built('/id/news/route-404-opens/', 'news-post', { id: 1, lang: 'ID', locale: 'id' }),
    built('/404/', 'not-found', { noindex: true }),
    built('/search/', 'search', { noindex: true, task: true }),
  ]
  expect(indexedPages(pages).map((p) => p.path)).toEqual(['/news/route-404-opens/', '/id/news/route-404-opens/'])
})

test('rich text links to each linkable collection reach its pages, in both languages', () => {
  const doc = { slug: 'x', kind: 'future_developments', parent: { slug: 'about' } }
  const paths = Object.fromEntries(linkableCollections.map((slug) => [slug, cmsDocPath(slug, doc, 'ID')]))
  expect(paths).toEqual({
    posts: '/id/news/x/',
    pages: '/id/about/x/',
    projects: '/id/development/future-developments/x/',
    facilities: '/id/facilities/x/',
    partners: '/id/our-partners/x/',
    access: '/id/access/x/',
  })
  expect(cmsDocPath('media', doc, 'EN')).toBeNull()
})

/**
 * A copy of the code the consumers run (the shared packages, the site's lib, the CMS's code
 * without its migrations), with `edit` applied to the copy's packages/model/index.ts. The copy's
 * node_modules holds the installed packages, and the workspace packages of the copy itself.
 */
function copyWithModel(edit: (model: string) => string) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'content-model-'))
  for (const part of [
    'package.json',
    'packages',
    'src/lib',
    'cms/package.json',
    'cms/src',
    'tests/unit/content-model-probe.ts',
  ]) {
    fs.cpSync(part, path.join(copy, part), { recursive: true, filter: (file) => !file.includes('migrations') })
  }
  fs.mkdirSync(path.join(copy, 'node_modules/@lestari'), { recursive: true })
  for (const installed of fs.readdirSync('node_modules'))
    if (installed !== '@lestari')
      fs.symlinkSync(path.resolve('node_modules', installed), path.join(copy, 'node_modules', installed))
  for (const workspace of fs.readdirSync(path.join(copy, 'packages'))) {
    const { name } = JSON.parse(fs.readFileSync(path.join(copy, 'packages', workspace, 'package.json'), 'utf8'))
    fs.symlinkSync(path.join(copy, 'packages', workspace), path.join(copy, 'node_modules', name as string))
  }
  const model = path.join(copy, 'packages/model/index.ts')
  fs.writeFileSync(model, edit(fs.readFileSync(model, 'utf8')))
  return copy
}

test('a kind added to the model alone reaches the CMS, the routes, the labels and the seed check', () => {
  const added = { value: 'education-parks', label: { en: 'Education parks', id: 'Kawasan pendidikan' } }
  const lastKind =
    "  { value: 'future-developments', label: { en: 'Future developments', id: 'Pengembangan mendatang' } },\n"
  const copy = copyWithModel((model) => {
    expect(model).toContain(lastKind)
    return model.replace(lastKind, `${lastKind}  ${JSON.stringify(added)},\n`)
  })
  try {
    const probe = execFileSync('npx', ['tsx', 'tests/unit/content-model-probe.ts', added.value, 'education_parks'], {
      cwd: copy,
      encoding: 'utf8',
    })
    expect(JSON.parse(probe.trim().split('\n').at(-1)!)).toEqual({
      cmsOptions: [...developmentKinds, added],
      listSegments: [...developmentKinds.map((k) => k.value), added.value, allDevelopments.value],
      graphQLKinds: ['education_parks'],
      pagePath: `/development/${added.value}/campus/`,
      labels: { EN: added.label.en, ID: added.label.id },
      seedCheck: [...developmentKinds.map((k) => [k.value, 0]), [added.value, 1]],
    })
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
})
