import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Kind, parse, type OperationDefinitionNode } from 'graphql'
import { staticQueryDataId, staticQueryNodeTypes } from '../../gatsby/static-query-data'

const srcDir = path.resolve('src')
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

/** The GraphQL text of every `useStaticQuery(graphql`...`)` in src. */
const staticQueries = () =>
  walk(srcDir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/useStaticQuery<[^>]*>\(graphql`([^`]*)`/g)].map((m) => m[1]),
    )

/** Gatsby's root field names for a node type: CMS_SiteSetting -> cmsSiteSetting, allCmsSiteSetting. */
const rootFields = (type: string) => {
  const camel = type.replace(/_/g, '').replace(/^CMS/, 'Cms')
  return [camel[0].toLowerCase() + camel.slice(1), `all${camel}`]
}

test('the static data fingerprint covers every node type a static query reads', () => {
  const queries = staticQueries()
  expect(queries.length).toBeGreaterThanOrEqual(2)
  const covered = new Set(staticQueryNodeTypes.flatMap(rootFields))
  for (const text of queries) {
    const operation = parse(text).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue
      expect(covered, `static query ${operation.name?.value} reads ${selection.name.value}`).toContain(
        selection.name.value,
      )
    }
  }
})

test('the fingerprint follows static query data and linked images, not other content', () => {
  const node = (id: string, digest: string, data: Record<string, unknown> = {}) => ({
    id,
    internal: { contentDigest: digest },
    ...data,
  })
  const store = (nodes: ReturnType<typeof node>[]) => ({
    getNodesByType: (type: string) => nodes.filter((n) => n.id.startsWith(type.replace('CMS_', ''))),
    getNode: (id: string) => nodes.find((n) => n.id === id),
  })
  const logoLink = { remoteTypeName: 'Media', remoteId: 1, locale: 'en' }
  const settings = node('SiteSetting:en', 'a', { logo: logoLink })
  const logo = node('Media:1:en', 'm1')
  const post = node('Post:1:en', 'p1')
  const base = staticQueryDataId(store([settings, logo, post]))
  expect(staticQueryDataId(store([settings, logo, node('Post:1:en', 'p2')]))).toBe(base)
  expect(staticQueryDataId(store([settings, node('Media:1:en', 'm2'), post]))).not.toBe(base)
  expect(staticQueryDataId(store([node('SiteSetting:en', 'b', { logo: logoLink }), logo, post]))).not.toBe(base)
})
