import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { editorToken } from '../../bench/lib/graphql'
import { processEnv } from '../../scripts/lib/settings'
import { settled } from './build-status'
import { cmsQuery, testDataDir, testSettings, testSitePort } from './stack'

/**
 * `npm run develop` (scripts/develop.ts): the CMS in Next.js dev mode and `gatsby develop`, on
 * ports of their own, against the test stack's database. A title published through the CMS
 * shows on the development site without a restart, within the refetch interval plus the time
 * gatsby develop takes to source the change and run the page's query again; a change in a shared
 * package (@lestari/model) shows after a reload, as gatsby develop's webpack watches the workspace.
 *
 * gatsby develop works in the same folder (.cache, public/) as the test stack's site builds, so
 * this is a project of its own that runs after the editors' loop, once no build runs.
 */
test.describe.configure({ timeout: 600_000 })

const sitePort = testSitePort + 40
const cmsPort = testSitePort + 41
const refetchSeconds = 5
const devSite = `http://localhost:${sitePort}`
const devCms = `http://localhost:${cmsPort}`

function startDevelop(): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['scripts/bootstrap.mjs', 'develop'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...processEnv(testSettings()),
      // Its own .env (develop writes one when there is none), not the checkout's.
      ENV_FILE: path.join(testDataDir, 'develop.env'),
      SITE_PORT: String(sitePort),
      CMS_PORT: String(cmsPort),
      SITE_URL: devSite,
      CMS_URL: devCms,
      CMS_REFETCH_SECONDS: String(refetchSeconds),
      // Nothing of the test stack's: no build requests to its site, no CRM deliveries, no scheduled jobs run twice.
      SITE_BUILD_HOOK_URL: '',
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '',
      PAYLOAD_JOBS_AUTORUN: 'false',
    },
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
  return { child, output: () => output }
}

async function publishTitle(token: string, id: number, title: string) {
  const { updatePost } = await cmsQuery<{ updatePost: { title: string } }>(
    'mutation($id: Int!, $title: String!) { updatePost(id: $id, locale: en, data: { title: $title, _status: published }) { title } }',
    { id, title },
    devCms,
    token,
  )
  expect(updatePost.title).toBe(title)
}

test('npm run develop shows a title published in the CMS without a restart, within the refetch interval', async ({
  page,
}) => {
  await settled()
  const { Posts } = await cmsQuery<{ Posts: { docs: { id: number; slug: string; title: string }[] } }>(
    '{ Posts(locale: en, limit: 1, sort: "-publishedAt") { docs { id slug title } } }',
  )
  const post = Posts.docs[0]
  // next dev points the CMS's next-env.d.ts at its development types; the checkout keeps its own.
  const nextEnv = path.join('cms', 'next-env.d.ts')
  const nextEnvText = fs.readFileSync(nextEnv, 'utf8')
  const sharedFile = path.join('packages', 'model', 'contact-links.ts')
  const sharedText = fs.readFileSync(sharedFile, 'utf8')
  const { child, output } = startDevelop()
  let token = ''
  try {
    // Both servers take a while on a busy machine: the CMS compiles on first use, gatsby develop sources and bundles.
    await expect
      .poll(
        async () => {
          expect(child.exitCode, output()).toBeNull()
          return output().includes('You can now view')
        },
        { timeout: 420_000, intervals: [3000] },
      )
      .toBe(true)
    page.setDefaultNavigationTimeout(120_000)
    await page.goto(`${devSite}/news/${post.slug}/`)
    await expect(page.locator('main h1')).toHaveText(post.title, { timeout: 120_000 })

    token = await editorToken(devCms, testSettings())
    const title = `${post.title} (develop ${Date.now()})`
    const changedAt = Date.now()
    await publishTitle(token, post.id, title)
    // The same gatsby develop process serves the new title, to the open page too (its page data
    // comes again over gatsby develop's socket): no restart, no reload. A reload every few seconds
    // would have the browser parse the development bundle again each time, beside the refetch.
    await expect(page.locator('main h1')).toHaveText(title, { timeout: (refetchSeconds + 55) * 1000 })
    console.log(
      `develop showed the new title ${((Date.now() - changedAt) / 1000).toFixed(1)} s after the publish (refetch every ${refetchSeconds} s)`,
    )
    expect(child.exitCode, output()).toBeNull()

    // A shared package's change: the share links' network name, from @lestari/model/contact-links.
    const network = `LinkedIn${Date.now()}`
    const sharedChangedAt = Date.now()
    fs.writeFileSync(sharedFile, sharedText.replace("network: 'LinkedIn'", `network: '${network}'`))
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.locator('.share__list').innerText()
        },
        { timeout: 120_000, intervals: [2000] },
      )
      .toContain(network)
    console.log(
      `develop showed a shared package's change ${((Date.now() - sharedChangedAt) / 1000).toFixed(1)} s after it was saved`,
    )
    expect(child.exitCode, output()).toBeNull()
  } finally {
    fs.writeFileSync(sharedFile, sharedText)
    if (token) await publishTitle(token, post.id, post.title).catch(() => undefined)
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        /* already gone */
      }
      await new Promise((resolve) => setTimeout(resolve, 3000))
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
    }
    fs.writeFileSync(nextEnv, nextEnvText)
  }
})
