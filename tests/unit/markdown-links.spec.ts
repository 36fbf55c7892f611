import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Every relative link in the repository's Markdown (README.md, docs/*.md...) leads to a file that
 * exists and, with an `#anchor`, to a heading of that file, as GitHub names headings.
 */
const root = process.cwd()
const skipped = new Set(['node_modules', '.cache', 'public', '.run', '.git', '.next', 'artifacts'])

function filesEndingWith(dir: string, ending: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesEndingWith(full, ending)
    return ending.test(entry.name) ? [full] : []
  })
}

const markdownFiles = (dir: string) => filesEndingWith(dir, /\.md$/)

/** Text outside fenced code blocks and code spans, where links and headings are what they seem. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '``')

/** GitHub's heading anchor: lowercase, punctuation other than `-` and `_` dropped, spaces to `-`; repeats get `-1`, `-2`... */
function githubSlug(heading: string) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(file: string) {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const text = fs.readFileSync(file, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
  for (const [, heading] of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

/** Inline links `[text](target "title")` and reference definitions `[name]: target`. */
function linksOf(markdown: string) {
  const text = withoutCode(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1])
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1])
  return [...inline, ...references]
}

/**
 * Sections named in prose rather than linked, as code comments do: `docs/SECURITY.md, "Limits per
 * client"`, `README "Going live"`, `"Offline and resilience" in docs/decisions/browser-runtime.md`,
 * and `decisions/browser-runtime.md, "Static parts" and "No Intl at load"`: the docs in capitals
 * and the decisions' area files. Comment leaders at line breaks are dropped first, so a name may
 * wrap onto the next comment line.
 */
function sectionsNamedIn(text: string) {
  const joined = text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ')
  const doc = String.raw`((?:[\w.-]+\/)*(?:README|[A-Z][A-Z-]+\.md|decisions\/[a-z][a-z-]*\.md)(?:\.md)?)`
  const quoted = String.raw`"[^"\\\n]+"(?:(?:,| and| or)\s+"[^"\\\n]+")*`
  const named: { doc: string; section: string }[] = []
  const add = (docName: string, list: string) => {
    for (const [, section] of list.matchAll(/"([^"]+)"/g)) named.push({ doc: docName, section })
  }
  for (const m of joined.matchAll(new RegExp(`${doc},?\\s+(${quoted})`, 'g'))) add(m[1], m[2])
  for (const m of joined.matchAll(new RegExp(`(${quoted})\\s+in\\s+${doc}`, 'g'))) add(m[2], m[1])
  return named
}

/** The Markdown file a prose reference names, from the referring file, the top of the repository or docs/. */
function namedFile(from: string, name: string) {
  const file = name.endsWith('.md') ? name : `${name}.md`
  const candidates = [
    path.resolve(root, file),
    path.resolve(path.dirname(from), file),
    path.resolve(root, 'docs', file),
    path.resolve(root, 'docs', path.basename(file)),
  ]
  return candidates.find((candidate) => fs.existsSync(candidate))
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

test("the heading anchors follow GitHub's rules", () => {
  expect(githubSlug('Going live')).toBe('going-live')
  expect(githubSlug("The buyer's journey on a phone (issue 16)")).toBe('the-buyers-journey-on-a-phone-issue-16')
  expect(githubSlug("Editors' tools: redirects, rich text, form notifications")).toBe(
    'editors-tools-redirects-rich-text-form-notifications',
  )
  expect(githubSlug('Lighthouse: React DOM against Preact in the browser (2026-11-24)')).toBe(
    'lighthouse-react-dom-against-preact-in-the-browser-2026-11-24',
  )
  expect(githubSlug('`npm start` and [the CMS](cms/)')).toBe('npm-start-and-the-cms')
})

test('every relative Markdown link leads to an existing file, and every #anchor to one of its headings', () => {
  const files = markdownFiles(root)
  expect(files.map((f) => path.relative(root, f))).toEqual(
    expect.arrayContaining(['README.md', path.join('docs', 'DECISIONS.md')]),
  )
  const anchors = new Map<string, Set<string>>()
  const broken: string[] = []
  let checked = 0
  for (const file of files) {
    for (const target of linksOf(fs.readFileSync(file, 'utf8'))) {
      if (isExternal(target)) continue
      checked++
      const [filePart, anchor] = target.split('#', 2) as [string, string | undefined]
      const linked = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart.split('?')[0])) : file
      const where = `${path.relative(root, file)}: (${target})`
      if (!fs.existsSync(linked)) {
        broken.push(`${where}: no such file`)
        continue
      }
      if (anchor === undefined) continue
      if (!linked.endsWith('.md')) {
        broken.push(`${where}: an anchor in a file that is not Markdown`)
        continue
      }
      if (!anchors.has(linked)) anchors.set(linked, anchorsOf(linked))
      if (!anchors.get(linked)!.has(decodeURIComponent(anchor))) broken.push(`${where}: no heading with that anchor`)
    }
  }
  expect(checked).toBeGreaterThan(10)
  expect(broken).toEqual([])
})

test('every section that a code comment or a doc names in prose is a heading of the file it names', () => {
  expect(sectionsNamedIn('see docs/SECURITY.md, "Limits per\n * client"; README "Going live"')).toEqual([
    { doc: 'docs/SECURITY.md', section: 'Limits per client' },
    { doc: 'README', section: 'Going live' },
  ])
  expect(sectionsNamedIn('("Static parts" and "No Intl at load" in docs/decisions/browser-runtime.md)')).toEqual([
    { doc: 'docs/decisions/browser-runtime.md', section: 'Static parts' },
    { doc: 'docs/decisions/browser-runtime.md', section: 'No Intl at load' },
  ])
  expect(sectionsNamedIn('(DECISIONS.md, "Sales"; decisions/sales.md "The sales pipeline")')).toEqual([
    { doc: 'DECISIONS.md', section: 'Sales' },
    { doc: 'decisions/sales.md', section: 'The sales pipeline' },
  ])
  const anchors = new Map<string, Set<string>>()
  const broken: string[] = []
  let checked = 0
  for (const file of filesEndingWith(root, /\.(md|ts|tsx|js|mjs)$/)) {
    for (const { doc, section } of sectionsNamedIn(fs.readFileSync(file, 'utf8'))) {
      checked++
      const where = `${path.relative(root, file)}: ${doc}, "${section}"`
      const linked = namedFile(file, doc)
      if (!linked) {
        broken.push(`${where}: no such file`)
        continue
      }
      if (!anchors.has(linked)) anchors.set(linked, anchorsOf(linked))
      if (!anchors.get(linked)!.has(githubSlug(section))) broken.push(`${where}: no such heading`)
    }
  }
  expect(checked).toBeGreaterThan(10)
  expect(broken).toEqual([])
})
