import { expect, test } from '@playwright/test'
import { renderToString } from 'react-dom/server'
import { LanguageProvider } from '../../src/components/LanguageProvider'
import { RichText, type RichTextNode } from '../../src/components/RichText'
import { trimRichTextDocs, withRichTextDocs } from '../../src/lib/rich-text-data'

/** The server-side rendering path of CMS rich text (the same component renders in the browser). */
const render = (...children: RichTextNode[]) =>
  renderToString(<RichText content={{ root: { type: 'root', children } }} />)
const text = (t: string): RichTextNode => ({ type: 'text', text: t })
const paragraph = (...children: RichTextNode[]): RichTextNode => ({ type: 'paragraph', children })
const link = (url: string, label = 'label'): RichTextNode => ({
  type: 'link',
  fields: { url },
  children: [text(label)],
})

test('script and HTML in rich text come out as text', () => {
  const html = render(paragraph(text('<script>window.__xss=1</script>'), text('<img src=x onerror=window.__xss=1>')), {
    type: 'heading',
    tag: 'h2',
    children: [text('"><svg onload=alert(1)>')],
  })
  expect(html).not.toMatch(/<script|<img|<svg/i)
  expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=window.__xss=1&gt;')
  expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;')
})

test('links keep only site paths and http(s), mailto: and tel: addresses', () => {
  for (const url of [
    'javascript:window.__xss=1',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ]) {
    const html = render(paragraph(link(url, 'bad link')))
    expect(html, url).not.toContain('href')
    expect(html, url).toContain('bad link')
  }
  expect(render(paragraph(link('https://example.com/?a="b"')))).toContain('href="https://example.com/?a=&quot;b&quot;"')
  expect(render(paragraph(link('/news/')))).toContain('href="/news/"')
  // Protocol-relative and backslash tricks leave the site: plain links at most, never a router link.
  expect(render(paragraph(link('//evil.example/')))).not.toContain('href')
  expect(render(paragraph(link('/\\evil.example/')))).not.toContain('href')
})

test('unknown node types and odd tags render their text, never an element of their choosing', () => {
  const html = render(
    { type: 'script', children: [text('alert(1)')] },
    { type: 'heading', tag: 'script', children: [text('x')] },
  )
  expect(html).not.toContain('<script')
  expect(html).toContain('alert(1)')
})

const media = {
  id: 7,
  url: 'http://cms.example/api/media/file/park.jpg',
  alt: 'The city park at dawn',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { url: 'http://cms.example/api/media/file/park-400.webp', width: 400 },
    hero: { url: 'http://cms.example/api/media/file/park-1600.webp', width: 1600 },
  },
}
const project = { id: 3, slug: 'kirana-hills', kind: 'residential', title: 'Kirana Hills' }
const internalLink = (relationTo: string, value: unknown, label = 'see it'): RichTextNode => ({
  type: 'link',
  fields: { linkType: 'internal', doc: { relationTo, value } },
  children: [text(label)],
})
const renderIn = (lang: 'EN' | 'ID', ...children: RichTextNode[]) =>
  renderToString(
    <LanguageProvider lang={lang} pathname="/">
      <RichText content={{ root: { type: 'root', children } }} />
    </LanguageProvider>,
  )

test('every text format renders: bold, italic, underline, strikethrough, code, subscript, superscript', () => {
  const html = render(
    paragraph(
      { type: 'text', text: 'a', format: 1 },
      { type: 'text', text: 'b', format: 2 },
      { type: 'text', text: 'c', format: 8 },
      { type: 'text', text: 'd', format: 4 },
      { type: 'text', text: 'e', format: 16 },
      { type: 'text', text: 'f', format: 32 },
      { type: 'text', text: 'g', format: 64 },
    ),
  )
  for (const tag of ['strong', 'em', 'u', 's', 'code', 'sub', 'sup']) expect(html, tag).toContain(`<${tag}>`)
})

test('headings, quotes, lists, checklists, rules and line breaks render as their elements', () => {
  const html = render(
    { type: 'heading', tag: 'h3', children: [text('Sub')] },
    { type: 'quote', children: [text('Said')] },
    { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('one')] }] },
    {
      type: 'list',
      listType: 'check',
      children: [
        { type: 'listitem', checked: true, children: [text('done thing')] },
        { type: 'listitem', checked: false, children: [text('open thing')] },
      ],
    },
    { type: 'horizontalrule' },
    paragraph(text('a'), { type: 'linebreak' }, text('b')),
  )
  expect(html).toContain('<h3><span>Sub</span></h3>')
  expect(html).toContain('<blockquote><span>Said</span></blockquote>')
  expect(html).toMatch(/<ol><li>.*one.*<\/li><\/ol>/)
  expect(html).toMatch(
    /<ul class="rich-text__checklist"><li class="rich-text__checked">.*Done.*done thing<\/span><\/li><li>.*To do.*open thing<\/span><\/li><\/ul>/,
  )
  expect(html).toContain('<hr/>')
  expect(html).toContain('<br/>')
})

test('an uploaded picture renders through the responsive image component, with its alt text', () => {
  const html = render({ type: 'upload', relationTo: 'media', value: media })
  expect(html).toContain('alt="The city park at dawn"')
  expect(html).toContain('srcSet="/api/media/file/park-400.webp 400w, /api/media/file/park-1600.webp 1600w"')
  expect(html).toContain('width="1600"')
  // Not populated (the picture is gone or was not readable): nothing, rather than a broken image.
  expect(render({ type: 'upload', relationTo: 'media', value: 7 })).not.toContain('<img')
  // In an AMP page, an amp-img.
  const amp = renderToString(
    <RichText
      amp
      content={{ root: { type: 'root', children: [{ type: 'upload', relationTo: 'media', value: media }] } }}
    />,
  )
  expect(amp).toContain('<amp-img')
  expect(amp).not.toContain('<img')
})

test("internal links lead to the document's page in the page's language", () => {
  expect(renderIn('EN', paragraph(internalLink('projects', project)))).toContain(
    'href="/development/residential/kirana-hills/"',
  )
  expect(renderIn('ID', paragraph(internalLink('projects', project)))).toContain(
    'href="/id/development/residential/kirana-hills/"',
  )
  expect(renderIn('EN', paragraph(internalLink('posts', { slug: 'opening' })))).toContain('href="/news/opening/"')
  expect(renderIn('ID', paragraph(internalLink('pages', { slug: 'rules', parent: { slug: 'about' } })))).toContain(
    'href="/id/about/rules/"',
  )
  expect(renderIn('EN', paragraph(internalLink('facilities', { slug: 'park' })))).toContain('href="/facilities/park/"')
  // A document that is not readable (a draft, deleted) comes as its id: its text, no link.
  const gone = renderIn('EN', paragraph(internalLink('posts', 12, 'old news')))
  expect(gone).not.toContain('href')
  expect(gone).toContain('old news')
})

test('a relationship renders as a link to the related document, with its title escaped', () => {
  const html = renderIn('ID', {
    type: 'relationship',
    relationTo: 'projects',
    value: { ...project, title: '<b>Kirana</b>' },
  })
  expect(html).toContain('href="/id/development/residential/kirana-hills/"')
  expect(html).toContain('&lt;b&gt;Kirana&lt;/b&gt;')
  expect(renderIn('EN', { type: 'relationship', relationTo: 'projects', value: 3 })).toBe(
    '<div class="rich-text"></div>',
  )
})

test('the preview keeps of a populated linked, related or shown document only what the renderer needs', () => {
  const heavy = {
    ...project,
    description: { root: { children: [] } },
    gallery: [media, media],
    parent: { slug: 'about', content: 'long' },
  }
  const data = {
    Posts: {
      docs: [
        {
          content: {
            root: {
              type: 'root',
              children: [
                { type: 'upload', relationTo: 'media', value: { ...media, caption: 'x', createdAt: 'y' } },
                { type: 'relationship', relationTo: 'projects', value: heavy },
                paragraph(internalLink('pages', heavy)),
              ],
            },
          },
        },
      ],
    },
  }
  trimRichTextDocs(data)
  const [upload, relationship, para] = data.Posts.docs[0].content.root.children
  expect(upload.value).toEqual(media)
  expect(relationship.value).toEqual({ ...project, parent: { slug: 'about' } })
  expect(para.children?.[0].fields?.doc?.value).toEqual({ ...project, parent: { slug: 'about' } })
})

test('the build puts in each document rich text names by id what the renderer needs, null where the site has none', () => {
  const heavy = { ...project, description: { root: { children: [] } }, parent: { slug: 'about', content: 'long' } }
  const stored = {
    root: {
      type: 'root',
      children: [
        { type: 'upload', relationTo: 'media', value: 7 },
        { type: 'relationship', relationTo: 'projects', value: 3 },
        paragraph(internalLink('pages', 3), internalLink('posts', 99, 'gone')),
      ],
    },
  }
  const asked: string[] = []
  const found = withRichTextDocs(stored, (collection, id) => {
    asked.push(`${collection}:${id}`)
    return collection === 'media' ? { ...media, caption: 'x' } : id === 3 ? heavy : null
  }) as typeof stored
  expect(asked).toEqual(['media:7', 'projects:3', 'pages:3', 'posts:99'])
  const [upload, relationship, para] = found.root.children
  expect(upload.value).toEqual(media)
  expect(relationship.value).toEqual({ ...project, parent: { slug: 'about' } })
  expect(para.children?.[0].fields?.doc?.value).toEqual({ ...project, parent: { slug: 'about' } })
  expect(para.children?.[1].fields?.doc?.value).toBeNull()
  // The stored value is left as it was (it is the node's own), and what is rendered links.
  expect(stored.root.children[0].value).toBe(7)
  expect(renderIn('EN', ...found.root.children)).toContain('href="/development/residential/kirana-hills/"')
})
