import { expect, test } from '@playwright/test'
import { renderToString } from 'react-dom/server'
import { RichText, type RichTextNode } from '../../src/components/RichText'

/** The server-side rendering path of CMS rich text (the same component renders in the browser). */
const render = (...children: RichTextNode[]) => renderToString(<RichText content={{ root: { type: 'root', children } }} />)
const text = (t: string): RichTextNode => ({ type: 'text', text: t })
const paragraph = (...children: RichTextNode[]): RichTextNode => ({ type: 'paragraph', children })
const link = (url: string, label = 'label'): RichTextNode => ({ type: 'link', fields: { url }, children: [text(label)] })

test('script and HTML in rich text come out as text', () => {
  const html = render(
    paragraph(text('<script>window.__xss=1</script>'), text('<img src=x onerror=window.__xss=1>')),
    { type: 'heading', tag: 'h2', children: [text('"><svg onload=alert(1)>')] },
  )
  expect(html).not.toMatch(/<script|<img|<svg/i)
  expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=window.__xss=1&gt;')
  expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;')
})

test('links keep only site paths and http(s), mailto: and tel: addresses', () => {
  for (const url of ['javascript:window.__xss=1', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
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
  const html = render({ type: 'script', children: [text('alert(1)')] } as RichTextNode, { type: 'heading', tag: 'script', children: [text('x')] })
  expect(html).not.toContain('<script')
  expect(html).toContain('alert(1)')
})
