import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * docs/SECURITY.md, "No script from content": a draft may hold a `javascript:` link (drafts skip
 * the CMS's link validation), and React DOM 19 itself replaces such an address with one that only
 * throws, on the server and in the browser, so the site has no guard of its own. These tests hold
 * React to that; tests/e2e/security.spec.ts clicks such links in the browser.
 */
const blocked = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')"
const escapedBlocked = blocked.replace(/'/g, '&#x27;')

test('React DOM renders javascript: addresses as an address that only throws, whatever their spelling', () => {
  for (const bad of [
    'javascript:window.__xss=1',
    'JAVASCRIPT:alert(1)',
    ' \u0001javascript:x',
    'java\nscript:x',
    'j\ta\rv\na\ts\nc\rr\ti\np\tt:x',
  ]) {
    const html = renderToStaticMarkup(
      <div>
        <a href={bad}>a</a>
        <img src={bad} alt="" />
        <form action={bad}>
          <button formAction={bad}>b</button>
        </form>
      </div>,
    )
    expect(html, JSON.stringify(bad)).not.toContain('__xss')
    const addresses = [...html.matchAll(/ (href|src|action|formAction)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`)
    expect(addresses.length, JSON.stringify(bad)).toBeGreaterThanOrEqual(4)
    expect(addresses, JSON.stringify(bad)).toEqual(addresses.map((a) => `${a.split('=')[0]}=${escapedBlocked}`))
  }
  for (const ok of ['/news/', 'https://example.com/javascript:x', 'mailto:a@b.example', 'tel:+62215550000']) {
    expect(renderToStaticMarkup(<a href={ok}>a</a>), ok).toBe(`<a href="${ok}">a</a>`)
  }
})

test('the browser build of React DOM applies the same rule to the attributes it sets', () => {
  const client = fs.readFileSync(
    path.join(process.cwd(), 'node_modules', 'react-dom', 'cjs', 'react-dom-client.production.js'),
    'utf8',
  )
  expect(client).toContain(blocked)
  // React's own pattern: leading control characters and spaces, tabs and line breaks inside the word.
  expect(client).toContain(
    '/^[\\u0000-\\u001F ]*j[\\r\\n\\t]*a[\\r\\n\\t]*v[\\r\\n\\t]*a[\\r\\n\\t]*s[\\r\\n\\t]*c[\\r\\n\\t]*r[\\r\\n\\t]*i[\\r\\n\\t]*p[\\r\\n\\t]*t[\\r\\n\\t]*:/i',
  )
  // `href`, `src`, `action` and `formAction` go through it when React sets them.
  expect(client).toMatch(/case "src":\s*case "href":[\s\S]{0,400}sanitizeURL\(value\)/)
})
