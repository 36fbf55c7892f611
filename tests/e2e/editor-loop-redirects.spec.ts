import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { settled } from './build-status'
import { liveBuild } from './deploys'
import { adminToken, siteURL, testSettings } from './stack'

/**
 * Editors' redirects on the running test stack: saved in the CMS, applied by the site server at
 * once, then by the build that follows (its redirects.json and the `_redirects` file for a CDN).
 * Saving one asks for a site build, so this runs with the editors' loop. The redirects stay, under
 * this run's own addresses (tests/playwright.config.ts, "what the editors' loop
 * publishes stays").
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const settings = testSettings()
const stamp = Date.now()
const p = (name: string) => `/moved-${stamp}-${name}/`

async function saveRedirect(data: { from: string; to: string; permanent: boolean }) {
  const res = await fetch(`${settings.cmsURL}/api/redirects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify(data),
  })
  const body = (await res.json()) as { doc?: { id: number }; errors?: unknown }
  return { status: res.status, body }
}

/** Where the served site sends `urlPath`: its status and Location, without following it. */
async function served(urlPath: string) {
  const res = await fetch(`${siteURL}${urlPath}`, { redirect: 'manual' })
  return `${res.status} ${res.headers.get('location') ?? ''}`
}

const cases = {
  permanent: { from: p('permanent'), to: '/news/', permanent: true },
  temporary: { from: p('temporary'), to: '/about/', permanent: false },
  indonesian: { from: `/id${p('lama')}`, to: '/id/news/', permanent: true },
  // The chain's end first: a redirect leads only to a page or a redirect the site already has.
  chainEnd: { from: p('chain-b'), to: '/news/', permanent: true },
  chainStart: { from: p('chain-a'), to: p('chain-b'), permanent: true },
}

test('redirects apply on the site at once, chains collapse, loops are refused, and the build exports them', async () => {
  await settled()
  for (const data of Object.values(cases)) expect((await saveRedirect(data)).status).toBe(201)

  // Before the build the save asked for has finished: the site server read them from the CMS.
  const expected = {
    [cases.permanent.from]: '301 /news/',
    [cases.temporary.from]: '302 /about/',
    [cases.indonesian.from]: '301 /id/news/',
    [cases.chainStart.from]: '301 /news/',
  }
  // Each save tells the site server after it answered: the last save's news may still be on its way.
  const answers = async () =>
    Object.fromEntries(await Promise.all(Object.keys(expected).map(async (from) => [from, await served(from)])))
  await expect.poll(answers, { timeout: 10_000, intervals: [250] }).toEqual(expected)
  // Without the trailing slash, and with the query kept.
  expect(await served(`${cases.temporary.from.slice(0, -1)}?ref=mail`)).toBe('302 /about/?ref=mail')

  // /news/ -> chain-a -> chain-b -> /news/ would be a loop: refused, naming it.
  const loop = await saveRedirect({ from: '/news/', to: cases.chainStart.from, permanent: true })
  expect(loop.status).toBe(400)
  expect(JSON.stringify(loop.body)).toContain(
    `loop: /news/ → ${cases.chainStart.from} → ${cases.chainStart.to} → /news/`,
  )
  expect(await served('/news/')).toBe('200 ')

  // The build that the saves asked for: the same answers come from the new release's own file.
  await expect
    .poll(async () => fs.readFileSync(path.join(liveBuild(), '_redirects'), 'utf8'), {
      timeout: 300_000,
      intervals: [2000],
    })
    .toContain(`${cases.chainStart.from} /news/ 301`)
  const cdn = fs.readFileSync(path.join(liveBuild(), '_redirects'), 'utf8')
  expect(cdn).toContain(`${cases.permanent.from} /news/ 301\n`)
  expect(cdn).toContain(`${cases.temporary.from} /about/ 302\n`)
  expect(cdn).toContain(`${cases.indonesian.from} /id/news/ 301\n`)
  expect(cdn).toContain(`${cases.chainStart.from} /news/ 301\n`)
  expect(cdn).toContain(`${cases.chainEnd.from} /news/ 301\n`)
  expect(await answers()).toEqual(expected)
})
