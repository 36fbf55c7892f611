import { expect, test, type Page } from '@playwright/test'
import { t } from '../../src/lib/i18n'
import { developmentListPath, developmentPath, localizePath, newsPath } from '../../src/lib/routes'
import { sample, table } from './route-table'
import { cmsQuery, hydrated } from './stack'

/**
 * React DOM takes every page over. Static parts (src/components/StaticPart.tsx) keep the server's
 * HTML while it does, node for node, without running their content, and render themselves only
 * later: on a client-side navigation they must show the new page in full, and their links must go
 * through the router.
 */

type Win = Window & { ___navigate: (to: string) => void; __samePage?: boolean }

type Content = {
  Projects: {
    docs: {
      slug: string
      kind: string
      description: unknown
      gallery: unknown[] | null
      nearbyFacilities: unknown[] | null
    }[]
  }
  Posts: { docs: { slug: string; relatedProjects: unknown[] | null }[] }
}

const content = () =>
  cmsQuery<Content>(`{
    Projects(limit: 100) { docs { slug kind description gallery { caption } nearbyFacilities { id } } }
    Posts(limit: 100) { docs { slug relatedProjects { id } } }
  }`)

/** What a visitor reads and follows in each static part of the page, in page order. */
const staticParts =
  '.site-footer, nav[aria-label="Breadcrumb"], .hero, .development__overview, .rich-text, ' +
  'section[aria-labelledby="gallery-heading"], section[aria-labelledby="facilities-heading"], ' +
  'section[aria-labelledby="brochures-heading"], section[aria-labelledby="related-heading"], ' +
  'section[aria-labelledby="featured-heading"], section[aria-labelledby="news-heading"], .block-cover, ' +
  '.main-nav, .slider__strip, .block-map__stats, .block-map__places, .block-development__facts'

const readParts = (page: Page) =>
  page.locator(staticParts).evaluateAll((parts) =>
    parts.map((part) => ({
      name: `${part.tagName.toLowerCase()}.${part.className}`,
      // textContent, not innerText: a development's sections below the first screen are not laid
      // out until they near it (global.css), and have no innerText until then.
      text: (part.textContent ?? '').replace(/\s+/g, ' ').trim(),
      links: [...part.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      current: [...part.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href')),
      pictures: part.querySelectorAll('img').length,
    })),
  )

/**
 * Runs before the page's scripts: records every change a script makes to the DOM inside a static
 * part (nodes added, moved or removed, inner HTML or text set), and every static part a script
 * adds or removes, as React DOM makes them. A part's element moved as it is within its parent
 * (React may place the page's children again) keeps its nodes, and is not counted.
 */
function watchStaticParts(selector: string) {
  const changes: string[] = []
  ;(window as unknown as { __staticPartChanges: string[] }).__staticPartChanges = changes
  const inPart = (node: Node | null | undefined) =>
    Boolean(node && (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest(selector))
  const describe = (node: Node | null | undefined) =>
    !node
      ? ''
      : node.nodeType === Node.ELEMENT_NODE
        ? `<${(node as Element).tagName.toLowerCase()} class="${(node as Element).className}">`
        : node.nodeName
  const record = (what: string, target: Node, other?: Node | null) => {
    const moved = what === 'insertBefore' || what === 'appendChild' ? other?.isConnected && !inPart(target) : false
    if (inPart(target) || (inPart(other) && !moved))
      changes.push(`${what}: ${describe(target)} ${describe(other)}`.trim())
  }
  for (const name of ['appendChild', 'insertBefore', 'removeChild', 'replaceChild'] as const) {
    const original = Node.prototype[name] as (...args: Node[]) => Node
    Object.defineProperty(Node.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Node, ...args: Node[]) {
        record(name, this, args[name === 'replaceChild' ? 1 : 0])
        return original.apply(this, args)
      },
    })
  }
  for (const [proto, property] of [
    [Element.prototype, 'innerHTML'],
    [Node.prototype, 'textContent'],
    [Node.prototype, 'nodeValue'],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, property)!
    Object.defineProperty(proto, property, {
      ...descriptor,
      set(this: Node, value: string) {
        record(`set ${property}`, this)
        descriptor.set!.call(this, value)
      },
    })
  }
}

test("React DOM takes over every page; static parts keep the server's nodes and run no content at load", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(watchStaticParts, staticParts)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const data = await sample('en')
  // The AMP version of an article loads the AMP runtime and no script of the site.
  for (const [template, route] of Object.entries(table).filter(([name]) => name !== 'news-amp')) {
    const { path } = route(data, 'en')
    errors.length = 0
    const html = await (await page.goto(path))!.text()
    // React's server renderer sends a large Suspense boundary out of place, for an inline script to move in.
    expect(html, `${template} ${path}: the page's HTML in place`).not.toMatch(/<!--\$\?-->|\$RC=/)
    // React DOM 19 marks the container it hydrates, and every element it has hydrated.
    await page
      .waitForFunction(
        (selector) => {
          const root = document.getElementById('___gatsby')
          const fiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
          return (
            Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) &&
            // A part inside another one (rich text in a development's overview) is the outer part's server HTML.
            [...document.querySelectorAll(selector)].filter((e) => !e.parentElement?.closest(selector)).every(fiber)
          )
        },
        staticParts,
        { timeout: 30_000 },
      )
      .catch(() => {})
    const state = await page.evaluate(
      (selector) => ({
        react: Object.keys(document.getElementById('___gatsby') ?? {})
          .filter((key) => key.startsWith('__react'))
          .map((key) => key.replace(/\$.*/, '$')),
        parts: [...document.querySelectorAll(selector)].filter((e) => !e.parentElement?.closest(selector)).length,
        hydratedParts: [...document.querySelectorAll(selector)]
          .filter((e) => !e.parentElement?.closest(selector))
          .filter((e) => Object.keys(e).some((key) => key.startsWith('__reactFiber$'))).length,
        changes: (window as unknown as { __staticPartChanges: string[] }).__staticPartChanges,
        contentRenders: window.___staticPartRenders ?? 0,
      }),
      staticParts,
    )
    expect(state.react, `${template} ${path}: the container React DOM hydrated`).toContain('__reactContainer$')
    expect(
      errors.filter((e) => /hydrat|uncaught|minified react error/i.test(e)),
      `${template} ${path}: errors at load`,
    ).toEqual([])
    expect(state.hydratedParts, `${template} ${path}: static parts hydrated`).toBe(state.parts)
    expect(
      { changes: state.changes, contentRenders: state.contentRenders },
      `${template} ${path}: DOM changes inside static parts, and static parts' content rendered, at load`,
    ).toEqual({ changes: [], contentRenders: 0 })
  }
})

/** Open `from` from the server, then go to `to` through the router. */
async function navigateWithin(page: Page, from: string, to: string) {
  await page.goto(from)
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as Win).__samePage = true
  })
  await page.evaluate((path) => (window as unknown as Win).___navigate(path), to)
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`))
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
}

test('static parts show the whole page after a client-side navigation, as the server renders it', async ({ page }) => {
  const { Projects, Posts } = await content()
  const project = Projects.docs.find((p) => p.description && p.gallery?.length && p.nearbyFacilities?.length)!
  const post = Posts.docs.find((p) => p.relatedProjects?.length)!
  expect(project, 'a demo development with a description, a gallery and nearby facilities').toBeTruthy()
  expect(post, 'a demo article with related developments').toBeTruthy()
  for (const [from, to] of [
    [localizePath(newsPath(post.slug), 'ID'), localizePath(developmentPath(project.kind, project.slug), 'ID')],
    [localizePath(developmentPath(project.kind, project.slug), 'EN'), localizePath(newsPath(post.slug), 'EN')],
    [localizePath(newsPath(post.slug), 'EN'), '/'],
  ]) {
    await page.goto(to)
    const served = await readParts(page)
    const title = await page.locator('main h1').innerText()
    await navigateWithin(page, from, to)
    // React commits the new page at once: once its title is there, so is the rest.
    await expect(page.locator('main h1')).toHaveText(title)
    const navigated = await readParts(page)
    expect(served.length, `static parts of ${to}`).toBeGreaterThan(3)
    expect(served.every((part) => part.text.length > 0)).toBe(true)
    expect(navigated, `static parts of ${to} reached from ${from}`).toEqual(served)
    // No control that no script would take over: a card in a static part has no heart.
    await expect(page.locator(staticParts).locator('.save-button')).toHaveCount(0)
  }
})

test('links in static parts go through the router', async ({ page }) => {
  const { Projects } = await content()
  const project = Projects.docs.find((p) => p.nearbyFacilities?.length)!
  await page.goto(developmentPath(project.kind, project.slug))
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as Win).__samePage = true
  })
  // A breadcrumb: the list of all developments.
  await page.locator(`nav[aria-label="Breadcrumb"] a[href="${developmentListPath('details')}"]`).click()
  await expect(page).toHaveURL(/\/development\/details\/$/)
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
  // A link of the footer, still the server's HTML on this page.
  await page.locator('.site-footer a[href="/news/"]').click()
  await expect(page).toHaveURL(/\/news\/$/)
  await expect(page.locator('main h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
  // A link of the main navigation, the server's HTML on a page opened from the server.
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as Win).__samePage = true
  })
  await page.locator('.main-nav a[href="/facilities/"]').click()
  await expect(page).toHaveURL(/\/facilities\/$/)
  await expect(page.locator('.main-nav a[aria-current="page"]')).toHaveAttribute('href', '/facilities/')
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
})

test('the footer follows a change of language', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('.site-footer')).toContainText(t('EN', 'followUs'))
  await page.evaluate(() => {
    ;(window as unknown as Win).__samePage = true
  })
  await page.getByRole('button', { name: new RegExp(t('EN', 'switchLanguage')) }).click()
  await expect(page).toHaveURL(/\/id\/$/)
  await expect(page.locator('.site-footer')).toContainText(t('ID', 'followUs'))
  await expect(page.locator('.site-footer a[href="/id/news/"]')).toHaveCount(1)
  await expect(page.locator('.site-footer a[href="/news/"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
})
