import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'
import { newsCardFields } from '../../src/lib/card-fields'

/** The fragments of a source file's graphql`...` literals. */
function fragmentsIn(file: string): FragmentDefinitionNode[] {
  const source = fs.readFileSync(path.resolve(file), 'utf8')
  return [...source.matchAll(/graphql`([^`]*)`/g)].flatMap((m) => parse(m[1]).definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition'))
}

/** Every field a selection reads, as paths (`heroImage.sizes.card.url`), through the fragments it spreads. */
function fieldPaths(selection: SelectionSetNode, named: Map<string, FragmentDefinitionNode>, prefix = ''): string[] {
  return selection.selections.flatMap((s) => {
    if (s.kind === 'FragmentSpread') return fieldPaths(named.get(s.name.value)!.selectionSet, named, prefix)
    if (s.kind === 'InlineFragment') return fieldPaths(s.selectionSet, named, prefix)
    const at = `${prefix}${s.name.value}`
    return s.selectionSet ? fieldPaths(s.selectionSet, named, `${at}.`) : [at]
  })
}

test('the news lists\' cards from createPages hold the same fields as NewsCard\'s fragment', () => {
  const named = new Map([...fragmentsIn('src/components/CmsImage.fragment.ts'), ...fragmentsIn('src/components/NewsCard.tsx')].map((f) => [f.name.value, f]))
  const card = named.get('NewsCard')!
  const fromPagesFragments = parse(newsCardFields).definitions as FragmentDefinitionNode[]
  const fromPages = fromPagesFragments[0]
  for (const f of fromPagesFragments) named.set(f.name.value, f)
  expect(fromPages.typeCondition.name.value).toBe(card.typeCondition.name.value)
  const fields = fieldPaths(card.selectionSet, named).sort()
  expect(fields).toContain('heroImage.sizes.card.url')
  expect(fieldPaths(fromPages.selectionSet, named).sort()).toEqual(fields)
})
