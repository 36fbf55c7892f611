import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { gql, loginSession } from '../../bench/lib/graphql'
import { prepareDatabase, startCms } from '../../scripts/lib/cms'
import { Releases } from '../../scripts/lib/releases'
import { serveSite } from '../../scripts/lib/serve'
import type { Settings } from '../../scripts/lib/settings'
import { loadSchema } from 'gatsby-graphql-source-toolkit'
import { siteBuildSecretHeader } from '@lestari/server-kit/secret'
import { cmsExecutor } from '../../plugins/gatsby-source-cms/executor'
import { copyTestDatabase } from './extra-stack'
import { cmsQuery, hydrated, testDataDir, testOnPostgres, testSettings, testSitePort } from './stack'

/**
 * Demo and production are two modes (README "Going live"), tried on CMSs of this file's own, each
 * on a fresh SQLite database beside the test stack's, through the same preparation every start
 * runs (`prepareDatabase`): a restart changes nothing an editor did, and production refuses the
 * demo accounts and makes the first administrator through a one-time link, printing no password,
 * and describes its schema to the site builder alone.
 */
test.skip(testOnPostgres, 'runs on SQLite files of its own')
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const base = testSettings()
const log = () => fs.openSync(path.join(testDataDir, 'modes.log'), 'a')

function stackOn(name: string, port: number, overrides: Partial<Settings> = {}): Settings {
  const dbFile = path.join(testDataDir, `${name}.db`)
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true })
  return {
    ...base,
    cmsPort: port,
    cmsURL: `http://localhost:${port}`,
    databaseURI: `file:${dbFile}`,
    mediaDir: path.join(testDataDir, `${name}-media`),
    filesDir: path.join(testDataDir, `${name}-files`),
    // Nothing here may ask the test stack's build worker for a build.
    buildHookURL: '',
    ...overrides,
  }
}

/** A login's session (its JWT read from the HttpOnly cookie: the CMS returns no token in the body), or null. */
const tryLogin = (url: string, email: string, password: string) =>
  loginSession(url, email, password).then(({ session }) =>
    session ? { token: session.token, user: { id: session.id, roles: session.roles } } : null,
  )

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await gone
}

test("demo: a restart leaves the editor's changed password and a deleted demo document as the editor left them", async () => {
  const s = stackOn('modes-demo', testSitePort + 30)
  const out = log()
  let cms: ChildProcess | undefined
  try {
    // A demo install after its first start: the test stack's database, which the same preparation
    // (`prepareDatabase` on an empty database, in demo mode) filled when the suite began.
    await copyTestDatabase(s.databaseURI.replace(/^file:/, ''))
    cms = await startCms(s, { stdio: ['ignore', out, out] })
    const editor = await tryLogin(s.cmsURL, s.editorEmail, s.editorPassword)
    // The demo editor works the content alone: no administrator's role.
    expect(editor?.user.roles).toEqual(['editor'])
    // The demo describes its schema to anyone (`gatsby develop` against it, GraphQL tools).
    expect(await gql(s.cmsURL, '{ __schema { queryType { name } } }')).toEqual({
      __schema: { queryType: { name: 'Query' } },
    })
    const newPassword = `changed-on-restart-${crypto.randomBytes(4).toString('hex')}-1`
    await cmsQuery(
      `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }`,
      { id: editor!.user.id, d: { password: newPassword, currentPassword: s.editorPassword } },
      s.cmsURL,
      editor!.token,
    )
    const posts = await cmsQuery<{ Posts: { docs: { id: number; slug: string }[] } }>(
      `{ Posts(limit: 1, sort: "id") { docs { id slug } } }`,
      {},
      s.cmsURL,
    )
    const deleted = posts.Posts.docs[0]
    await cmsQuery(
      `mutation($id: Int!) { deletePost(id: $id) { id } }`,
      { id: deleted.id },
      s.cmsURL,
      (await tryLogin(s.cmsURL, s.editorEmail, newPassword))!.token,
    )
    await stop(cms)

    // What `npm start` does again on the next start, before the CMS serves.
    await prepareDatabase(s, { stdio: ['ignore', out, out] })
    cms = await startCms(s, { stdio: ['ignore', out, out] })
    expect(await tryLogin(s.cmsURL, s.editorEmail, s.editorPassword)).toBeNull()
    const again = await tryLogin(s.cmsURL, s.editorEmail, newPassword)
    expect(again?.user.roles).toEqual(['editor'])
    const found = await cmsQuery<{ Posts: { totalDocs: number } }>(
      `query($s: String!) { Posts(where: { slug: { equals: $s } }, draft: true) { totalDocs } }`,
      { s: deleted.slug },
      s.cmsURL,
      again!.token,
    )
    expect(found.Posts.totalDocs).toBe(0)
    await stop(cms)
    cms = undefined

    // The same database in production mode: refused while the demo accounts exist.
    await expect(prepareDatabase({ ...s, mode: 'production' }, { stdio: ['ignore', out, out] })).rejects.toThrow(
      /The demo accounts admin@lestari-city\.example, editor@lestari-city\.example, sales@lestari-city\.example and visitor@lestari-city\.example exist in this database/,
    )
  } finally {
    await stop(cms)
    fs.closeSync(out)
  }
})

test('production: an empty database gets no demo content; the first administrator chooses a password through a one-time link; no password is printed; only the site builder reads the schema', async ({
  page,
}) => {
  const sitePort = testSitePort + 32
  const adminEmail = `owner-${Date.now()}@lestari-city.test`
  const s = stackOn('modes-production', testSitePort + 33, {
    mode: 'production',
    adminEmail,
    siteURL: `http://localhost:${sitePort}`,
    sitePort,
  })
  const outFile = path.join(testDataDir, 'modes-production.log')
  fs.rmSync(outFile, { force: true })
  const out = fs.openSync(outFile, 'a')
  let cms: ChildProcess | undefined
  let server: Server | undefined
  try {
    await expect(prepareDatabase({ ...s, adminEmail: '' }, { stdio: ['ignore', out, out] })).rejects.toThrow(
      /No administrator exists yet: set ADMIN_EMAIL/,
    )
    const { setupLink } = await prepareDatabase(s, { stdio: ['ignore', out, out] })
    expect(setupLink).toMatch(new RegExp(`^http://localhost:${sitePort}/forgot-password/reset/\\?token=[0-9a-f]{40}$`))
    const printed = fs.readFileSync(outFile, 'utf8')
    expect(printed).not.toMatch(/password:|lestari-demo-2026|Editor login/i)
    // A second start makes no second link: the administrator exists.
    expect((await prepareDatabase(s, { stdio: ['ignore', out, out] })).setupLink).toBeNull()

    cms = await startCms(s, { stdio: ['ignore', out, out] })
    const counts = await cmsQuery<{ Posts: { totalDocs: number } }>(`{ Posts { totalDocs } }`, {}, s.cmsURL)
    expect(counts.Posts.totalDocs).toBe(0)
    expect(await tryLogin(s.cmsURL, base.editorEmail, base.editorPassword)).toBeNull()

    // Strangers get no schema; the site builder, with its secret, reads it as the build does.
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Post") { fields { name } } }']) {
      for (const secret of [undefined, 'guessed-secret', s.buildSecret.slice(0, -1)]) {
        const headers: Record<string, string> = secret === undefined ? {} : { [siteBuildSecretHeader]: secret }
        const refused = await gql(s.cmsURL, query, {}, undefined, headers).catch((e: Error) => e.message)
        expect(refused, `${query} with ${secret ?? 'no secret'}`).toMatch(/introspection has been disabled/)
      }
    }
    expect(await cmsQuery(`{ __typename }`, {}, s.cmsURL)).toEqual({ __typename: 'Query' })
    const schema = await loadSchema(cmsExecutor(`${s.cmsURL}/api/graphql`, s.buildSecret))
    expect(schema.getType('Post'), "the builder's schema").toBeTruthy()
    await expect(loadSchema(cmsExecutor(`${s.cmsURL}/api/graphql`, ''))).rejects.toThrow(
      /introspection has been disabled/,
    )

    server = await serveSite({ publicDir: new Releases(base.releasesDir).current, cmsURL: s.cmsURL, port: sitePort })
    await page.goto(setupLink!)
    await hydrated(page)
    const form = page.locator('form[data-form="reset-password"]')
    const chosen = `first-admin-${crypto.randomBytes(4).toString('hex')}-9`
    await form.getByLabel('Password', { exact: true }).fill(chosen)
    await form.getByLabel('Repeat the password').fill(chosen)
    await form.getByRole('button', { name: 'Save the password' }).click()
    await expect(form.locator('.form__status')).toContainText(/saved|new password/i)
    const admin = await tryLogin(s.cmsURL, adminEmail, chosen)
    expect(admin?.user.roles).toEqual(['admin', 'editor'])
    // The link works once.
    const reused = await cmsQuery<{ resetPasswordUser: unknown }>(
      `mutation($t: String!, $p: String!) { resetPasswordUser(token: $t, password: $p) { user { id } } }`,
      { t: new URL(setupLink!).searchParams.get('token'), p: 'someone-else-2040' },
      s.cmsURL,
    ).catch((error: Error) => error)
    expect(reused).toBeInstanceOf(Error)
    expect(await tryLogin(s.cmsURL, adminEmail, 'someone-else-2040')).toBeNull()
  } finally {
    server?.close()
    await stop(cms)
    fs.closeSync(out)
  }
})
