import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { writeAmpPages } from '../../gatsby/amp-pages'

/** A built site's folder with the page data of articles, as Gatsby writes it. */
function builtSite() {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amp-pages-'))
  const article = (articlePath: string, title: string) => {
    const file = path.join(publicDir, 'page-data', articlePath, 'page-data.json')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const content = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Opening day.' }] },
          {
            type: 'paragraph',
            children: [{ type: 'link', fields: { url: '/contact/' }, children: [{ type: 'text', text: 'Ask us' }] }],
          },
        ],
      },
    }
    const post = { slug: path.basename(articlePath), title, excerpt: 'The lead.', category: null, content }
    fs.writeFileSync(file, JSON.stringify({ path: articlePath, result: { data: { post } } }))
    // Gatsby's own page, beside which the AMP version's folder goes.
    fs.mkdirSync(path.join(publicDir, articlePath), { recursive: true })
    fs.writeFileSync(path.join(publicDir, articlePath, 'index.html'), '<html></html>')
  }
  const amp = (articlePath: string) => path.join(publicDir, articlePath, 'amp', 'index.html')
  return { publicDir, article, amp }
}

/** A moment later than any file written so far, for page data Gatsby writes again. */
const later = (file: string) => {
  const at = new Date(Date.now() + 5_000)
  fs.utimesSync(file, at, at)
}

test('AMP pages are written from their articles’ page data, again only when that data or the code changed', () => {
  const { publicDir, article, amp } = builtSite()
  try {
    article('/news/opening/', 'Opening of the lake park')
    article('/id/news/opening/', 'Pembukaan taman danau')
    const first = writeAmpPages(publicDir, ['/news/opening/', '/id/news/opening/'])
    expect(first).toEqual({ paths: ['/news/opening/amp/', '/id/news/opening/amp/'], written: 2 })
    const en = fs.readFileSync(amp('/news/opening/'), 'utf8')
    expect(en).toMatch(/^<!DOCTYPE html><html amp="" lang="en"><head><meta charSet="utf-8"\/>/)
    expect(en).toContain('<h1>Opening of the lake park</h1>')
    expect(en).toMatch(/<link rel="canonical" href="[^"]+\/news\/opening\/"\/>/)
    // No router in an AMP page: a site link is a plain link, and no script but AMP's and JSON-LD.
    expect(en).toContain('<a href="/contact/"><span>Ask us</span></a>')
    expect(en.match(/<script[^>]*>/g)).toEqual([
      '<script async="" src="https://cdn.ampproject.org/v0.js">',
      '<script type="application/ld+json">',
    ])
    expect(fs.readFileSync(amp('/id/news/opening/'), 'utf8')).toMatch(/^<!DOCTYPE html><html amp="" lang="id">/)

    // Nothing changed: nothing written.
    expect(writeAmpPages(publicDir, ['/news/opening/', '/id/news/opening/']).written).toBe(0)

    // Gatsby wrote one article's page data again (its query's result changed): that one only.
    article('/news/opening/', 'The lake park opens')
    later(path.join(publicDir, 'page-data/news/opening/page-data.json'))
    expect(writeAmpPages(publicDir, ['/news/opening/', '/id/news/opening/']).written).toBe(1)
    expect(fs.readFileSync(amp('/news/opening/'), 'utf8')).toContain('<h1>The lake park opens</h1>')

    // Pages written by other code (another stamp): every one again.
    fs.writeFileSync(path.join(publicDir, '.amp-pages'), 'other code')
    expect(writeAmpPages(publicDir, ['/news/opening/', '/id/news/opening/']).written).toBe(2)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})

test("the AMP page of an article no longer built is deleted, and the article's emptied folder with it", () => {
  const { publicDir, article, amp } = builtSite()
  try {
    article('/news/opening/', 'Opening')
    article('/news/closing/', 'Closing')
    writeAmpPages(publicDir, ['/news/opening/', '/news/closing/'])
    expect(fs.existsSync(amp('/news/closing/'))).toBe(true)
    // Unpublished: Gatsby deletes the page's own files.
    fs.rmSync(path.join(publicDir, 'news/closing/index.html'))
    expect(writeAmpPages(publicDir, ['/news/opening/'])).toEqual({ paths: ['/news/opening/amp/'], written: 0 })
    expect(fs.existsSync(path.join(publicDir, 'news/closing'))).toBe(false)
    expect(fs.existsSync(amp('/news/opening/'))).toBe(true)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
