import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { filesHash } from '../../scripts/lib/files-hash.mjs'
import { buildCodeHash, clearCacheOfOtherCode } from '../../scripts/lib/site'

test("Gatsby's cache is emptied when the build code that made it changed, and kept otherwise", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'))
  const cache = path.join(dir, '.cache')
  expect(clearCacheOfOtherCode(cache, 'a')).toBe(false)
  fs.mkdirSync(path.join(cache, 'data'), { recursive: true })
  // A cache of unknown code (made before the stamp existed) goes.
  expect(clearCacheOfOtherCode(cache, 'a')).toBe(true)
  expect(fs.existsSync(cache)).toBe(false)
  fs.mkdirSync(path.join(cache, 'data'), { recursive: true })
  fs.writeFileSync(path.join(cache, 'build-code-hash'), 'a')
  expect(clearCacheOfOtherCode(cache, 'a')).toBe(false)
  expect(fs.existsSync(path.join(cache, 'data'))).toBe(true)
  expect(clearCacheOfOtherCode(cache, 'b')).toBe(true)
  expect(fs.existsSync(cache)).toBe(false)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('the hash of the build code follows file names and contents, in any folder depth', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-hash-'))
  fs.mkdirSync(path.join(dir, 'plugins', 'source'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'plugins', 'source', 'gatsby-node.ts'), 'one')
  const first = filesHash(dir, ['plugins', 'missing.ts'])
  expect(filesHash(dir, ['plugins', 'missing.ts'])).toBe(first)
  fs.writeFileSync(path.join(dir, 'plugins', 'source', 'gatsby-node.ts'), 'two')
  const second = filesHash(dir, ['plugins'])
  expect(second).not.toBe(first)
  fs.renameSync(path.join(dir, 'plugins', 'source', 'gatsby-node.ts'), path.join(dir, 'plugins', 'source', 'index.ts'))
  expect(filesHash(dir, ['plugins'])).not.toBe(second)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a change of a style sheet alone is a change of the build code (pages carry their styles inline)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-code-'))
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', dependencies: {} }))
  fs.mkdirSync(path.join(dir, 'src', 'styles'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'src', 'components'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'src', 'styles', 'global.css'), 'main { color: black }')
  fs.writeFileSync(path.join(dir, 'src', 'components', 'Card.tsx'), 'export const Card = 1')
  const first = buildCodeHash(dir)
  // A component's code is the page's server code: Gatsby renders its pages again by itself.
  fs.writeFileSync(path.join(dir, 'src', 'components', 'Card.tsx'), 'export const Card = 2')
  expect(buildCodeHash(dir)).toBe(first)
  fs.writeFileSync(path.join(dir, 'src', 'styles', 'global.css'), 'main { color: navy }')
  expect(buildCodeHash(dir)).not.toBe(first)
  fs.rmSync(dir, { recursive: true, force: true })
})
