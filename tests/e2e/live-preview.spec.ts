import { expect, test, type Page } from '@playwright/test'
import { previewDocURL, toTemplateDoc, previewCollections, type PreviewCollection } from '../../src/lib/preview-data'
import { developmentPath, localizePath, newsPath, pagePath } from '../../src/lib/routes'
import type { Lang } from '../../src/lib/i18n'
import { adminLogin } from './build-status'
import { cmsQuery, cmsURL, adminToken, hydrated, hydratedField, siteURL, staffQuery } from './stack'
import { confirmedVisitor, loginOnSite } from './visitors'

/**
 * The draft preview and the admin's Live Preview panel (src/templates/preview.tsx): the same
 * templates and the same data shape as the built site, live as the editor types, staff only.
 */
test.describe.configure({ timeout: 180_000 })

type Target = { collection: PreviewCollection; id: number; path: string }

/** A published news post, a page with blocks and a development, with their built addresses. */
async function publishedTargets(): Promise<Target[]> {
  const { Posts, Pages, Projects } = await cmsQuery<{
    Posts: { docs: { id: number; slug: string }[] }
    Pages: { docs: { id: number; slug: string; parent: { slug: string } | null; layout: unknown[] | null }[] }
    Projects: { docs: { id: number; slug: string; kind: string }[] }
  }>(`{ Posts(limit: 1, sort: "-publishedAt") { docs { id slug } }
       Pages(limit: 100, sort: "slug") { docs { id slug parent { slug } layout { __typename } } }
       Projects(limit: 1, sort: "title") { docs { id slug kind } } }`)
  const page =
    Pages.docs.find((p) => p.slug !== 'home' && (p.layout?.length ?? 0) > 0) ??
    Pages.docs.find((p) => p.slug !== 'home')!
  return [
    { collection: 'posts', id: Posts.docs[0].id, path: newsPath(Posts.docs[0].slug) },
    { collection: 'pages', id: page.id, path: pagePath(page.slug, page.parent?.slug) },
    {
      collection: 'projects',
      id: Projects.docs[0].id,
      path: developmentPath(Projects.docs[0].kind, Projects.docs[0].slug),
    },
  ]
}

const locales: [Lang, 'en' | 'id'][] = [
  ['EN', 'en'],
  ['ID', 'id'],
]

/**
 * The page's main content as markup, attributes in name order (a server-rendered page and one
 * rendered in the browser write them in different orders) and React's generated ids (which depend
 * on the tree above) made equal.
 */
async function mainMarkup(page: Page) {
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const markup = await page.locator('main').evaluate((main) => {
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
    const serialize = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return escape(node.textContent ?? '')
      if (node.nodeType !== Node.ELEMENT_NODE) return ''
      const element = node as Element
      if (element.classList.contains('preview-banner')) return ''
      const attributes = [...element.attributes]
        .map((a) => ` ${a.name}="${escape(a.value)}"`)
        .sort()
        .join('')
      return `<${element.localName}${attributes}>${[...element.childNodes].map(serialize).join('')}</${element.localName}>`
    }
    return [...main.childNodes].map(serialize).join('')
  })
  // Lots left follow the sales team's statuses, which change without a build: the preview counts
  // them as they are now, the built page as at its build (another spec changes one meanwhile).
  return sameUpload(
    markup
      .replace(/«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'ID')
      .replace(/\d+ of (\d+) lots left/g, 'N of $1 lots left')
      .replace(/Tersisa \d+ dari (\d+) kavling/g, 'Tersisa N dari $1 kavling'),
  )
}

/**
 * An upload's address: the CMS's (what the preview shows, read live) or its copy in the release
 * (what a built page shows). Both name the same file; made equal as `/<collection>/upload/<name>`.
 */
const uploadAddress = /(?:https?:\/\/[^\s"/]+)?\/(?:api\/(media|files)\/file|(media|files)\/[0-9a-f]{16})\/([^\s",]+)/g
const sameUpload = (url: string) =>
  url.replace(uploadAddress, (_m, api, release, name) => `/${api ?? release}/upload/${name}`)

/**
 * `built` (a page's data from the build) is contained in `preview` (the converter's output):
 * every field the template's query asked for has the same value (an upload's address: the same
 * file); a missing field equals null.
 * A linked node's `id` is Gatsby's own (`Project:3:en`), not data: its `remoteId` is compared.
 */
function expectCovers(preview: unknown, built: unknown, path: string) {
  if (built === null || built === undefined) {
    expect(preview ?? null, path).toBeNull()
  } else if (Array.isArray(built)) {
    expect(Array.isArray(preview), path).toBe(true)
    expect((preview as unknown[]).length, path).toBe(built.length)
    built.forEach((item, i) => expectCovers((preview as unknown[])[i], item, `${path}[${i}]`))
  } else if (typeof built === 'object') {
    expect(preview && typeof preview === 'object', path).toBe(true)
    for (const [key, value] of Object.entries(built)) {
      if (key === 'id' && typeof value === 'string' && /^[A-Za-z]+:\d+:(en|id)$/.test(value)) continue
      // A development's lots left: the same lots, the available ones as now (see mainMarkup).
      if (key === 'lots' && value && typeof value === 'object' && 'total' in value) {
        expect((preview as { lots?: { total?: number } }).lots?.total, `${path}.lots.total`).toBe(value.total)
        continue
      }
      expectCovers((preview as Record<string, unknown>)[key], value, `${path}.${key}`)
    }
  } else if (typeof built === 'string' && typeof preview === 'string') {
    expect(sameUpload(preview), path).toEqual(sameUpload(built))
  } else {
    expect(preview, path).toEqual(built)
  }
}

test('the preview shapes a published document as the build does, and renders it as the built page, in both languages', async ({
  page,
}) => {
  const targets = await publishedTargets()
  const token = await adminToken()
  for (const [lang, locale] of locales) {
    for (const target of targets) {
      const label = `${target.collection} ${target.id} ${locale}`
      const path = localizePath(target.path, lang)
      // Data: the preview's converter over the CMS's answer against the built page's data.
      const res = await fetch(`${cmsURL}${previewDocURL(target.collection, target.id, locale)}`, {
        headers: { authorization: `JWT ${token}` },
      })
      expect(res.ok, label).toBe(true)
      const converted = toTemplateDoc(target.collection, (await res.json()) as Record<string, unknown>)
      const pageData = (await (
        await fetch(`${siteURL}/page-data${path === '/' ? '/index' : path.replace(/\/$/, '')}/page-data.json`)
      ).json()) as { result: { data: Record<string, unknown> } }
      expectCovers(converted, pageData.result.data[previewCollections[target.collection]], label)
    }
  }

  await adminLogin(page)
  for (const [lang] of locales) {
    for (const target of targets) {
      const label = `${target.collection} ${target.id} ${lang}`
      await page.goto(`${lang === 'ID' ? '/id' : ''}/preview/?collection=${target.collection}&id=${target.id}`)
      await expect(page.locator('.preview-banner'), label).toBeVisible()
      const previewed = await mainMarkup(page)
      await page.goto(localizePath(target.path, lang))
      const built = await mainMarkup(page)
      expect(previewed, label).toBe(built)
    }
  }
})

test('typing in the admin updates the Live Preview beside the form without a save, in both languages', async ({
  page,
}) => {
  const [post] = await publishedTargets()
  await adminLogin(page)
  for (const [lang, locale] of locales) {
    await page.goto(`/admin/collections/posts/${post.id}?locale=${locale}`)
    const field = page.locator('#field-title')
    await expect(field).not.toHaveValue('', { timeout: 60_000 })
    const saved = await field.inputValue()
    const toggler = page.locator('#live-preview-toggler')
    if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
    const iframe = page.locator('#live-preview-iframe')
    await expect(iframe).toHaveAttribute(
      'src',
      new RegExp(`^${siteURL}${lang === 'ID' ? '/id' : ''}/preview/\\?collection=posts&id=${post.id}$`),
    )
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.locator('main h1')).toHaveText(saved, { timeout: 30_000 })

    const typed = `Live ${locale} ${Date.now()}`
    await hydratedField(field)
    await field.fill(typed)
    await expect(frame.locator('main h1')).toHaveText(typed, { timeout: 30_000 })
    // Nothing was saved: the CMS still has the published title.
    const { Post } = await staffQuery<{ Post: { title: string } }>(
      `query($id: Int!) { Post(id: $id, locale: ${locale}, draft: true) { title } }`,
      { id: post.id },
    )
    expect(Post.title).toBe(saved)
    await field.fill(saved)
    await expect(frame.locator('main h1')).toHaveText(saved, { timeout: 30_000 })
  }
  // The panel's toolbar offers the phone and desktop widths (cms/src/payload.config.ts).
  const innerWidth = () =>
    page
      .frameLocator('#live-preview-iframe')
      .locator('html')
      .evaluate(() => window.innerWidth)
  for (const [label, width] of [
    ['Phone', 375],
    ['Desktop', 1440],
  ] as const) {
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
    await page.getByRole('button', { name: label, exact: true }).click()
    await expect.poll(innerWidth).toBe(width)
  }
  // The admin keeps the language last edited in as the editor's preference: leave it in English.
  await page.goto(`/admin/collections/posts/${post.id}?locale=en`)
  await expect(page.locator('#field-title')).not.toHaveValue('', { timeout: 60_000 })
})

test('a draft is never shown to an anonymous visitor or a signed-in member who is not staff', async ({ browser }) => {
  const token = await adminToken()
  const title = `Unpublished preview draft ${Date.now()}`
  const { allMedia } = await cmsQuery<{ allMedia: { docs: { id: number }[] } }>(
    '{ allMedia(limit: 1) { docs { id } } }',
  )
  const created = await cmsQuery<{ createPost: { id: number } }>(
    `mutation($d: mutationPostInput!) { createPost(draft: true, locale: en, data: $d) { id } }`,
    {
      d: {
        title,
        slug: `preview-draft-${Date.now()}`,
        excerpt: title,
        _status: 'draft',
        publishedAt: '2026-01-01',
        category: 'company',
        heroImage: allMedia.docs[0].id,
        content: {
          root: {
            type: 'root',
            version: 1,
            children: [
              { type: 'paragraph', version: 1, children: [{ type: 'text', text: title, format: 0, version: 1 }] },
            ],
          },
        },
      },
    },
    cmsURL,
    token,
  )
  const id = created.createPost.id
  const previewPath = `/preview/?collection=posts&id=${id}`

  const member = await confirmedVisitor('Preview Member')
  const anonymous = await (await browser.newContext({ baseURL: siteURL })).newPage()
  const signedIn = await (await browser.newContext({ baseURL: siteURL })).newPage()
  await loginOnSite(signedIn, member.email, member.password)
  await expect(signedIn).toHaveURL(/\/profile\/$/)
  for (const [who, page] of [
    ['anonymous', anonymous],
    ['member', signedIn],
  ] as const) {
    for (const lang of ['EN', 'ID'] as const) {
      await page.goto(`${lang === 'ID' ? '/id' : ''}${previewPath}`)
      await hydrated(page)
      await expect(page.locator('main [role="status"]'), who).not.toHaveText(/Loading|Memuat/)
      await expect(page.locator('.preview-banner'), who).toHaveCount(0)
      expect(await page.content(), who).not.toContain(title)
    }
    // The API the preview reads, and the Live Preview's merge request, with this browser's cookies.
    const answers = await page.evaluate(
      async ([id]) =>
        Promise.all([
          fetch(`/api/posts/${id}?draft=true&depth=2`, { credentials: 'same-origin' }).then(
            async (r) => `${r.status} ${await r.text()}`,
          ),
          fetch(`/api/posts/${id}`, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
            body: JSON.stringify({ depth: 2, draft: true, locale: 'en' }),
          }).then(async (r) => `${r.status} ${await r.text()}`),
        ]),
      [id],
    )
    for (const answer of answers) expect(answer, who).not.toContain(title)
  }
  await anonymous.context().close()
  await signedIn.context().close()
})

test('only the preview may be framed, and only by the site itself', async () => {
  const preview = await fetch(`${siteURL}/preview/`)
  expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  const idPreview = await fetch(`${siteURL}/id/preview/`)
  expect(idPreview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  const home = await fetch(`${siteURL}/`)
  expect(home.headers.get('x-frame-options')).toBe('DENY')
  expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
})
