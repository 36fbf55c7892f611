import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { filesUnder } from '../../gatsby/offline-kit'
import {
  copyIndexFolder,
  pageOrderFile,
  searchPagesFile,
  writeSearchDelta,
  writeSearchIndex,
} from '../../gatsby/search-index'

const page = (lang: string, title: string, body: string, kind = 'news') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><style>.hidden{display:none}</style></head>` +
  `<body><header>Menu words</header><main><article data-pagefind-filter="kind:${kind}"><h1>${title}</h1><p>${body}</p></article></main>` +
  '<footer>Footer words</footer><script>window.x = 1</script></body></html>'

function site(pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
  for (const [url, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(dir, url), { recursive: true })
    fs.writeFileSync(path.join(dir, url, 'index.html'), html)
  }
  return dir
}

const fragments = (indexDir: string) =>
  fs.readdirSync(path.join(indexDir, 'fragment')).map(
    (name) =>
      JSON.parse(zlibText(path.join(indexDir, 'fragment', name))) as {
        url: string
        content: string
        meta: { title: string }
        filters: Record<string, string[]>
      },
  )

/** Pagefind's files are gzip with a "pagefind_dcd" signature in front. */
function zlibText(file: string) {
  return zlib
    .gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .replace(/^pagefind_dcd/, '')
}

test('each language is indexed on its own and both end up in one index that lists them', async () => {
  const dir = site({
    '/news/lake/': page('en', 'Jazz by the lake', 'An evening of music by the water.'),
    '/news/fair/': page('en', 'Science fair', 'Children build robots.'),
    '/id/news/lake/': page('id', 'Jazz di tepi danau', 'Malam musik di tepi air.'),
  })
  try {
    const figures = await writeSearchIndex(dir, ['/news/lake/', '/news/fair/', '/id/news/lake/'])
    const index = path.join(dir, 'pagefind')
    const entry = JSON.parse(fs.readFileSync(path.join(index, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>
    }
    expect(Object.fromEntries(Object.entries(entry.languages).map(([l, v]) => [l, v.page_count]))).toEqual({
      en: 2,
      id: 1,
    })
    for (const file of ['pagefind.js', 'wasm.en.pagefind', 'wasm.id.pagefind'])
      expect(fs.existsSync(path.join(index, file))).toBe(true)
    // Only <main> is indexed, with its filter and the title from its heading; the parts folders are gone.
    const found = fragments(index).sort((a, b) => a.url.localeCompare(b.url))
    expect(found.map((f) => f.url)).toEqual(['/id/news/lake/', '/news/fair/', '/news/lake/'])
    expect(found[2].meta.title).toBe('Jazz by the lake')
    expect(found[2].filters).toEqual({ kind: ['news'] })
    expect(found.map((f) => f.content).join(' ')).not.toMatch(/Menu words|Footer words|window/)
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('pagefind'))).toEqual(['pagefind'])
    expect(figures.pages).toBe(3)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("each language's pages' kinds are listed by Pagefind's ids, but the most common kind's, in a file the entry names", async () => {
  const dir = site({
    '/news/lake/': page('en', 'Jazz by the lake', 'Music.'),
    '/news/fair/': page('en', 'Science fair', 'Robots.'),
    '/development/residential/asri/': page('en', 'Nusa Asri', 'Homes.', 'development'),
    '/facilities/park/': page('en', 'City park', 'Trees.', 'facility'),
    '/id/news/lake/': page('id', 'Jazz di tepi danau', 'Musik.'),
    '/id/development/residential/asri/': page('id', 'Nusa Asri', 'Rumah.', 'development'),
    '/id/development/residential/kirana/': page('id', 'Kirana', 'Rumah.', 'development'),
  })
  try {
    const urls = ['/news/lake/', '/news/fair/', '/development/residential/asri/', '/facilities/park/']
    await writeSearchIndex(dir, [
      ...urls,
      '/id/news/lake/',
      '/id/development/residential/asri/',
      '/id/development/residential/kirana/',
    ])
    const index = path.join(dir, 'pagefind')
    const entry = JSON.parse(fs.readFileSync(path.join(index, 'pagefind-entry.json'), 'utf8')) as {
      page_kinds: Record<string, string>
    }
    expect(Object.keys(entry.page_kinds).sort()).toEqual(['en', 'id'])
    const idOf = Object.fromEntries(
      fs
        .readdirSync(path.join(index, 'fragment'))
        .map((name) => [
          (JSON.parse(zlibText(path.join(index, 'fragment', name))) as { url: string }).url,
          name.replace('.pf_fragment', ''),
        ]),
    )
    const kinds = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(index, entry.page_kinds[lang]), 'utf8')) as {
        otherwise: string
        ids: Record<string, string[]>
      }
    expect(entry.page_kinds.en).toMatch(/^kinds\/en_[0-9a-f]{10}\.json$/)
    expect(kinds('en')).toEqual({
      otherwise: 'news',
      ids: { development: [idOf['/development/residential/asri/']], facility: [idOf['/facilities/park/']] },
    })
    // The most common kind of a language is whichever it is there.
    expect(kinds('id')).toEqual({ otherwise: 'development', ids: { news: [idOf['/id/news/lake/']] } })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('an index written again links the content-named files it shares with the one before, and writes what changed', async () => {
  const pages = {
    '/news/lake/': page('en', 'Jazz by the lake', 'Music.'),
    '/news/fair/': page('en', 'Science fair', 'Robots.'),
    '/id/news/lake/': page('id', 'Jazz di tepi danau', 'Musik.'),
  }
  const dir = site(pages)
  const other = site({})
  try {
    const urls = Object.keys(pages)
    const first = await writeSearchIndex(dir, urls)
    expect(first.linked).toBe(0)
    const before = path.join(dir, 'pagefind')
    // One article's text changes; the rest of the site does not.
    fs.writeFileSync(path.join(dir, 'news/fair/index.html'), page('en', 'Science fair', 'Robots and rockets.'))
    const again = path.join(dir, 'pagefind.again')
    const second = await writeSearchIndex(dir, urls, again, before)
    const inode = (index: string, name: string) => fs.statSync(path.join(index, name)).ino
    const fragmentsOf = (index: string) => fs.readdirSync(path.join(index, 'fragment'))
    const shared = fragmentsOf(again).filter((name) => fragmentsOf(before).includes(name))
    // The two unchanged pages' fragments, the Indonesian language's metadata and chunks, and more.
    expect(shared).toHaveLength(2)
    for (const name of shared) expect(inode(again, `fragment/${name}`)).toBe(inode(before, `fragment/${name}`))
    expect(second.linked).toBeGreaterThanOrEqual(4)
    expect(second.linked).toBeLessThan(second.files)
    const changed = fragmentsOf(again).find((name) => !shared.includes(name))!
    expect(zlibText(path.join(again, 'fragment', changed))).toContain('Robots and rockets.')
    // The entry file is never linked: it names this index's own files.
    expect(inode(again, 'pagefind-entry.json')).not.toBe(inode(before, 'pagefind-entry.json'))
    // Carried into another site (public/ after a release's index): linked too, but the entry and the script.
    copyIndexFolder(before, path.join(other, 'pagefind'))
    expect(inode(path.join(other, 'pagefind'), `fragment/${shared[0]}`)).toBe(inode(before, `fragment/${shared[0]}`))
    expect(inode(path.join(other, 'pagefind'), 'pagefind.js')).not.toBe(inode(before, 'pagefind.js'))
    expect(filesUnder(path.join(other, 'pagefind')).length).toBe(filesUnder(before).length)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(other, { recursive: true, force: true })
  }
})

test('an index written again keeps the page order of the one before: a page added in front leaves the word chunks without its words as they were', async () => {
  // Words in every page, as a site's are (the city's name, "apartment"...), enough of them for
  // Pagefind to split the index into several chunks (by size, in the words' order).
  const word = (n: number) => `w${n.toString(36)}x${(n * 7919).toString(36)}`
  const common = Array.from({ length: 120 }, (_, j) => word(j))
  const pages: Record<string, string> = {}
  for (let i = 0; i < 300; i++) pages[`/news/p${i}/`] = page('en', `Article ${i}`, common.join(' '))
  const dir = site(pages)
  try {
    const urls = Object.keys(pages)
    await writeSearchIndex(dir, urls)
    const before = path.join(dir, 'pagefind')
    const chunks = fs.readdirSync(path.join(before, 'index'))
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    // A new article, listed first (as the newest are), with one of those words.
    fs.mkdirSync(path.join(dir, 'news/new'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'news/new/index.html'), page('en', 'Article', common[60]))
    const again = path.join(dir, 'pagefind.again')
    await writeSearchIndex(dir, ['/news/new/', ...urls], again, before)
    const written = fs
      .readdirSync(path.join(again, 'index'))
      .filter((name) => fs.statSync(path.join(again, 'index', name)).nlink === 1)
    // The chunks of its two words, not the others: numbered first, it would have renumbered every page.
    expect(written.length).toBeGreaterThan(0)
    expect(written.length).toBeLessThanOrEqual(2)
    expect(written.length).toBeLessThan(chunks.length)
    expect(JSON.parse(fs.readFileSync(path.join(again, pageOrderFile), 'utf8'))).toEqual([...urls, '/news/new/'])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a page whose <html lang> does not match its path fails the index with the reason, and leaves no index behind', async () => {
  const dir = site({
    '/news/lake/': page('en', 'Jazz by the lake', 'Music.'),
    '/id/news/lake/': page('en', 'Jazz by the lake', 'Music, under the Indonesian path.'),
  })
  try {
    await expect(writeSearchIndex(dir, ['/news/lake/', '/id/news/lake/'])).rejects.toThrow(/language "en".*under both/)
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('pagefind'))).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("only a page's own content is indexed (data-pagefind-body less data-pagefind-ignore), with each term apart from its description", async () => {
  const dir = site({
    '/facilities/lake/':
      '<!DOCTYPE html><html lang="en"><head><title>Lake</title></head><body><main>' +
      '<article data-pagefind-body data-pagefind-filter="kind:facility"><nav data-pagefind-ignore>Home Facilities</nav>' +
      '<h1>Lake park</h1><dl><div><dt>Category</dt><dd>Recreation</dd></div></dl>' +
      '<section data-pagefind-ignore>Mortgage (KPR) calculator</section></article></main></body></html>',
  })
  try {
    await writeSearchIndex(dir, ['/facilities/lake/'])
    const [fragment] = fragments(path.join(dir, 'pagefind'))
    expect(fragment.content).toContain('Category: Recreation')
    expect(fragment.content).not.toMatch(/Home Facilities|KPR/)
    expect(fragment.filters).toEqual({ kind: ['facility'] })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("a release's changes are indexed apart: its changed and new pages in a delta folder, the index's changed and removed pages listed as superseded", async () => {
  type Entry = {
    languages: Record<string, unknown>
    page_kinds: Record<string, string>
    delta?: Record<string, { path?: string; superseded: string[] }>
  }
  const dir = site({
    '/news/lake/': page('en', 'Jazz by the lake', 'Music.'),
    '/news/fair/': page('en', 'Science fair', 'Robots.'),
    '/development/residential/asri/': page('en', 'Nusa Asri', 'Homes.', 'development'),
    '/id/news/lake/': page('id', 'Jazz di tepi danau', 'Musik.'),
  })
  const index = path.join(dir, 'pagefind')
  const entry = () => JSON.parse(fs.readFileSync(path.join(index, 'pagefind-entry.json'), 'utf8')) as Entry
  const listed = (urls: string[]) => fs.writeFileSync(path.join(dir, searchPagesFile), JSON.stringify(urls))
  const write = (url: string, html: string) => {
    fs.mkdirSync(path.join(dir, url), { recursive: true })
    fs.writeFileSync(path.join(dir, url, 'index.html'), html)
  }
  try {
    const urls = ['/news/lake/', '/news/fair/', '/development/residential/asri/', '/id/news/lake/']
    listed(urls)
    // No index yet, so nothing it kept of each page: no delta can be told.
    expect(await writeSearchDelta(dir)).toBeNull()
    await writeSearchIndex(dir, urls)
    const before = Object.fromEntries(
      fs
        .readdirSync(path.join(index, 'fragment'))
        .map((name) => [
          (JSON.parse(zlibText(path.join(index, 'fragment', name))) as { url: string }).url,
          name.replace(/\.pf_fragment$/, ''),
        ]),
    )
    expect(Object.keys(before).sort()).toEqual([...urls].sort())

    // Nothing changed: nothing written.
    expect(await writeSearchDelta(dir)).toMatchObject({ indexed: 0, superseded: 0 })
    expect(entry().delta).toBeUndefined()

    // A title edited, an article removed, a development added, another's markup changed where
    // Pagefind does not read; the Indonesian page as it was.
    write('/news/lake/', page('en', 'Jazz by the reservoir', 'Music.'))
    write('/development/residential/kirana/', page('en', 'Kirana Hills', 'Homes.', 'development'))
    write(
      '/development/residential/asri/',
      page('en', 'Nusa Asri', 'Homes.', 'development').replace('<article', '<article class="new-look"'),
    )
    listed(['/news/lake/', '/development/residential/asri/', '/development/residential/kirana/', '/id/news/lake/'])
    // More changed pages than a delta takes: left to the whole index.
    expect(await writeSearchDelta(dir, 2)).toBeNull()
    expect(entry().delta).toBeUndefined()
    // Its id the same, the restyled development is in the delta and not superseded: not left out.
    expect(await writeSearchDelta(dir)).toMatchObject({ indexed: 3, superseded: 2 })
    const first = entry()
    expect(Object.keys(first.delta!)).toEqual(['en'])
    expect([...first.delta!.en.superseded].sort()).toEqual([before['/news/lake/'], before['/news/fair/']].sort())
    const delta = path.join(index, first.delta!.en.path!)
    const added = fragments(delta).sort((a, b) => a.url.localeCompare(b.url))
    expect(added.map((f) => [f.url, f.meta.title])).toEqual([
      ['/development/residential/asri/', 'Nusa Asri'],
      ['/development/residential/kirana/', 'Kirana Hills'],
      ['/news/lake/', 'Jazz by the reservoir'],
    ])
    // Only the index's own files: it is searched with the live index's script and WebAssembly.
    expect(fs.readdirSync(delta).filter((name) => /\.(js|pagefind)$/.test(name))).toEqual([])
    // Every kind is listed in its kinds file, so that no page of it falls to the live index's most common kind.
    const deltaEntry = JSON.parse(fs.readFileSync(path.join(delta, 'pagefind-entry.json'), 'utf8')) as Entry
    const kinds = JSON.parse(fs.readFileSync(path.join(delta, deltaEntry.page_kinds.en), 'utf8')) as {
      otherwise: string | null
      ids: Record<string, string[]>
    }
    expect(kinds.otherwise).toBeNull()
    expect(Object.keys(kinds.ids).sort()).toEqual(['development', 'news'])
    // The live index itself is as it was: its page count and files.
    expect(entry().languages).toEqual(JSON.parse(JSON.stringify(first.languages)))
    expect(fs.existsSync(path.join(index, 'fragment', `${before['/news/fair/']}.pf_fragment`))).toBe(true)

    // A later release: its delta, from the same index, replaces the first one's folder.
    write('/id/news/lake/', page('id', 'Jazz di tepi waduk', 'Musik.'))
    expect(await writeSearchDelta(dir)).toMatchObject({ indexed: 4, superseded: 3 })
    const second = entry()
    expect(Object.keys(second.delta!).sort()).toEqual(['en', 'id'])
    expect(second.delta!.id.superseded).toEqual([before['/id/news/lake/']])
    expect(second.delta!.en.path).toBe(second.delta!.id.path)
    expect(fs.existsSync(delta)).toBe(second.delta!.en.path === first.delta!.en.path)
    expect(fs.readdirSync(index).filter((name) => name.startsWith('delta'))).toEqual([
      second.delta!.en.path!.replace(/\/$/, ''),
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
