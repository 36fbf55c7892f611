import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Every relative link in the repository's Markdown (README.md, docs/*.md...) leads to a file that
 * exists and, with an `#anchor`, to a heading of that file, as GitHub names headings.
 */
const root = process.cwd()
const skipped = new Set(['node_modules', '.cache', 'public', '.run', '.git', '.next', 'artifacts'])

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return entry.name.endsWith('.md') ? [full] : []
  })
}

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

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

test('the heading anchors follow GitHub\'s rules', () => {
  expect(githubSlug('Going live')).toBe('going-live')
  expect(githubSlug('The buyer\'s journey on a phone (issue 16)')).toBe('the-buyers-journey-on-a-phone-issue-16')
  expect(githubSlug('Editors\' tools: redirects, rich text, form notifications')).toBe('editors-tools-redirects-rich-text-form-notifications')
  expect(githubSlug('Lighthouse: React DOM against Preact in the browser (2026-11-24)')).toBe('lighthouse-react-dom-against-preact-in-the-browser-2026-11-24')
  expect(githubSlug('`npm start` and [the CMS](cms/)')).toBe('npm-start-and-the-cms')
})

test('every relative Markdown link leads to an existing file, and every #anchor to one of its headings', () => {
  const files = markdownFiles(root)
  expect(files.map((f) => path.relative(root, f))).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'DECISIONS.md')]))
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
