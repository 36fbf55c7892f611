import { expect, test } from '@playwright/test'
import { gql, loginSession } from '../../bench/lib/graphql'
import { closeRedis } from '@lestari/server-kit/redis'
import type { BuildStatus } from '../../scripts/lib/builder'
import { buildPath } from '../../scripts/lib/serve'
import { liveSite } from '../../scripts/lib/site'
import { settled } from './build-status'
import { extraStack } from './extra-stack'
import { startRedis } from './redis'
import { cmsQuery, testSettings, testSitePort } from './stack'

/**
 * Site builds shared across processes through Redis (docs/decisions/serving-and-releases.md, "One
 * build queue for every site server"): a Redis of this file's own; two site servers, each with a build worker, both over
 * the test stack's releases folder and the repository's public/ (only the shared lock keeps their
 * builds apart); two CMS processes on the test database, each asking a different site server for
 * builds. Two publishes at once, one through each CMS, make one build, then at most one more, and
 * never two at the same moment; the live release shows both changes, and both site servers show
 * the same build state.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const base = testSettings()
const sitePorts = [testSitePort + 73, testSitePort + 74]
const cmsPorts = [testSitePort + 71, testSitePort + 72]
const cmses = sitePorts.map((sitePort, i) =>
  extraStack({
    name: `shared-builds-${i}`,
    sitePort,
    cmsPort: cmsPorts[i],
    ownDatabase: false,
    settings: { buildHookURL: `http://localhost:${sitePort}${buildPath}` },
  }),
)

test('two publishes at once through two CMS processes make one build at a time, and the live site shows both', async () => {
  // The builders here share the repository's public/ and .cache with the test stack's builder,
  // which the lock does not reach: it must be done with the previous spec's last change first.
  await settled()
  const redis = await startRedis(testSitePort + 70)
  // The builds read the test stack's CMS (the same database) in the test stack's environment.
  const sites = sitePorts.map((sitePort) => liveSite({ ...base, sitePort, redisURL: redis.url }))
  const servers: Awaited<ReturnType<(typeof sites)[number]['serve']>>[] = []
  // Every build, whichever site server runs it: how many at once, and the changes each included.
  const builds = { running: 0, mostAtOnce: 0, reasons: [] as string[][] }
  for (const { worker } of sites) {
    const buildNow = worker.buildNow.bind(worker)
    worker.buildNow = async (reasons) => {
      builds.running++
      builds.mostAtOnce = Math.max(builds.mostAtOnce, builds.running)
      builds.reasons.push(reasons)
      try {
        await buildNow(reasons)
      } finally {
        builds.running--
      }
    }
  }
  const stateAt = async (sitePort: number) =>
    (await (
      await fetch(`http://localhost:${sitePort}${buildPath}`, { headers: { 'x-site-build-secret': base.buildSecret } })
    ).json()) as BuildStatus
  try {
    for (const site of sites) servers.push(await site.serve())
    for (const cms of cmses) {
      cms.settings.redisURL = redis.url
      await cms.startCms()
    }
    const posts = (
      await cmsQuery<{ Posts: { docs: { id: number; slug: string; title: string }[] } }>(
        `{ Posts(locale: en, limit: 2, sort: "-publishedAt") { docs { id slug title } } }`,
      )
    ).Posts.docs
    const stamp = Date.now().toString(36)
    const titles = posts.map((post, i) => `${post.title} (shared build ${stamp} ${i})`)
    // One after the other: two logins of one user at the same moment can drop one of the sessions.
    const tokens: string[] = []
    for (const { settings } of cmses) {
      const { session, errors } = await loginSession(settings.cmsURL, base.editorEmail, base.editorPassword)
      if (!session) throw new Error(`editor login failed: ${JSON.stringify(errors)}`)
      tokens.push(session.token)
    }

    // One publish through each CMS, at the same moment.
    await Promise.all(
      posts.map((post, i) =>
        gql(
          cmses[i].settings.cmsURL,
          `mutation($id: Int!, $title: String!) { updatePost(id: $id, locale: en, data: { title: $title, _status: published }) { title } }`,
          { id: post.id, title: titles[i] },
          tokens[i],
        ),
      ),
    )

    await expect
      .poll(
        async () => {
          const state = await stateAt(sitePorts[0])
          return state.requests >= 2 && state.state !== 'building' && !state.queued && state.search !== 'indexing'
        },
        { timeout: 540_000, intervals: [2000] },
      )
      .toBe(true)
    expect(builds.mostAtOnce).toBe(1)
    expect(builds.reasons.length).toBeGreaterThanOrEqual(1)
    expect(builds.reasons.length).toBeLessThanOrEqual(2)
    // One build for both, or a second one for the change that came in during the first.
    expect(builds.reasons.flat()).toEqual(expect.arrayContaining(posts.map((post) => `posts #${post.id} updated`)))
    const [first, second] = await Promise.all(sitePorts.map(stateAt))
    expect(first).toEqual(second)
    expect(first).toMatchObject({ state: 'idle', lastFailure: null, builds: builds.reasons.length, requests: 2 })
    for (const [i, post] of posts.entries()) {
      const html = await (await fetch(`http://localhost:${sitePorts[i]}/news/${post.slug}/`)).text()
      expect(html).toContain(titles[i])
    }
  } finally {
    for (const cms of cmses) await cms.close()
    for (const server of servers) server.close()
    for (const site of sites) await site.shared?.close()
    await closeRedis()
    await redis.stop()
  }
})
