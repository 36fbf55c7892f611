import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { builtPages, templateWeights } from '../../bench/lib/page-weight'
import { contactPath, splitLangPath } from '../../src/lib/routes'
import { liveBuild } from './deploys'

/** The build the stack serves. */
const servedBuild = liveBuild()
const KB = 1024

/**
 * First-load JavaScript budgets per template, gzip (bench/page-weight.ts), with React DOM in the
 * browser (docs/decisions/browser-runtime.md, "React DOM in the browser"): a news article at most 125 KB,
 * every other template at most 135 KB. The AMP versions of articles are not Gatsby pages and load no
 * script of the site (tests/e2e/news-and-screens.spec.ts).
 */
const budgets: Record<string, number> = { 'news-post': 125 * KB }
const defaultBudget = 135 * KB

/** Measured once for both tests (compressing every chunk is the slow part). */
let measured: ReturnType<typeof templateWeights> | undefined
const weightsOf = () => (measured ??= templateWeights(servedBuild))

test("every template's first-load JavaScript stays within its budget", () => {
  const weights = weightsOf()
  expect(weights.map((w) => w.template)).toEqual(
    expect.arrayContaining(['home', 'news-post', 'news-list', 'development', 'page']),
  )
  const over = weights
    .filter((w) => w.js.gzip > (budgets[w.template] ?? defaultBudget))
    .map(
      (w) =>
        `${w.template}: ${(w.js.gzip / KB).toFixed(1)} KB gzip > ${((budgets[w.template] ?? defaultBudget) / KB).toFixed(1)} KB`,
    )
  expect(over).toEqual([])
})

test('a news article loads no map, slider or GraphQL client code at first', () => {
  const article = weightsOf().find((w) => w.template === 'news-post')!
  const code = article.chunks.map((c) => fs.readFileSync(path.join(servedBuild, c), 'utf8')).join('\n')
  // Strings only the libraries themselves contain (Apollo's devtools hook, Leaflet's and Swiper's class names).
  expect(code).not.toMatch(/__APOLLO_CLIENT__|leaflet-container|swiper-wrapper/)
})

test('no script of the site names a page made from CMS content, so a new page changes no script', () => {
  // Pages of a CMS document (news, developments, facilities...) and the news archive pages:
  // the addresses that come and go with content.
  const pages = builtPages(servedBuild)
  const contentPaths = pages
    .filter((p) => p.result.pageContext.id !== undefined || Boolean(p.result.pageContext.archive))
    .map((p) => p.path)
    // The contact page is a CMS page that the code links to at its fixed address.
    .filter((p) => splitLangPath(p).path !== contactPath)
  expect(contentPaths.length).toBeGreaterThan(100)
  expect(contentPaths).toContain('/id/news/car-free-day/')
  const scripts = fs.readdirSync(servedBuild).filter((f) => f.endsWith('.js'))
  expect(scripts.some((f) => f.startsWith('app-'))).toBe(true)
  const code = scripts.map((f) => fs.readFileSync(path.join(servedBuild, f), 'utf8')).join('\n')
  expect(contentPaths.filter((p) => code.includes(p))).toEqual([])
})
