import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { sample, table } from './route-table'
import { loginThrottle } from '../../cms/src/collections/Users/login-throttle'
import {
  clientHeaders,
  cmsURL,
  adminToken,
  hydrated,
  newClientAddress,
  siteURL,
  testDataDir,
  testSettings,
} from './stack'
import { confirmedVisitor, gql, LOGIN_MUTATION, loginOnSite, siteGql } from './visitors'
import { builtSite } from './tags'

/**
 * Security of the running stack (docs/SECURITY.md): no login lockout, what a logged-in visitor may
 * read through GraphQL and REST, bad and hostile input, script payloads rendered by the site's own
 * templates, secrets kept out of the built site, and the security headers of every template.
 */
const settings = testSettings()
const xssMarkup = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">'
const jsURL = 'javascript:window.__xss=1'

type Raw = {
  status: number
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }
}

/** A GraphQL request as sent, with the HTTP status: bad input must never end in a 500. */
async function rawGql(body: string | object, token?: string): Promise<Raw> {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: Raw['body']
  try {
    parsed = JSON.parse(text) as Raw['body']
  } catch {
    parsed = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] }
  }
  return { status: res.status, body: parsed }
}

async function rest(urlPath: string, token?: string, init: RequestInit = {}) {
  const res = await fetch(`${cmsURL}${urlPath}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>
      } catch {
        return {}
      }
    })(),
  }
}

test.describe('login: no lockout an attacker can use', () => {
  test("wrong passwords from an attacker's address delay only that address: the owner logs in at theirs, on the site as well", async ({
    page,
  }) => {
    const visitor = await confirmedVisitor('Lockout')
    const attacker = newClientAddress()
    const attempts: number[] = []
    for (let i = 1; i <= loginThrottle.freeFailures + 1; i++) {
      const wrong = await siteGql(attacker, LOGIN_MUTATION, { e: visitor.email, p: `wrong-password-${i}` })
      attempts.push(wrong.errors?.[0]?.extensions?.statusCode ?? wrong.status)
    }
    // The free mistakes are refused as wrong; the next one is delayed (docs/SECURITY.md, "Limits per client").
    expect(attempts).toEqual([...Array(loginThrottle.freeFailures).fill(401), 429])

    // Payload's own account lock (and its unlock mutation, which a visitor could have used) is gone.
    const other = await confirmedVisitor('Unlocker')
    const unlock = await rawGql(
      { query: `mutation($e: String!) { unlockUser(email: $e) }`, variables: { e: visitor.email } },
      other.token,
    )
    expect(unlock.status).toBeLessThan(500)
    expect(unlock.body.errors?.[0]?.message).toMatch(/Cannot query field "unlockUser"/)

    // The owner, at another address, logs in on the site at once.
    await page.setExtraHTTPHeaders(clientHeaders(newClientAddress()))
    await loginOnSite(page, visitor.email, visitor.password)
    await expect(page).toHaveURL(/\/profile\/$/)
  })
})

test.describe('a logged-in visitor', () => {
  test('reads nobody else, no submissions, subscribers, drafts or versions: through REST with a JWT', async () => {
    const a = await confirmedVisitor('Reader')
    const b = await confirmedVisitor('Other')
    const token = await adminToken()
    const draft = (
      await gql(
        `{ Posts(draft: true, where: { slug: { equals: "draft-upcoming-launch" } }) { docs { id title _status } } }`,
        {},
        token,
      )
    ).data!.Posts as { docs: { id: number; title: string; _status: string }[] }
    expect(draft.docs[0]._status).toBe('draft')

    const users = await rest('/api/users?limit=100', a.token)
    expect(users.status).toBe(200)
    expect((users.json.docs as { email: string }[]).map((u) => u.email)).toEqual([a.email])
    const someoneElse = await rest(`/api/users/${b.id}`, a.token)
    expect([403, 404]).toContain(someoneElse.status)
    expect(someoneElse.text).not.toContain(b.email)
    for (const denied of [
      '/api/form-submissions',
      '/api/subscribers',
      '/api/posts/versions',
      '/api/pages/versions',
      '/api/globals/site-settings/versions',
    ]) {
      const r = await rest(denied, a.token)
      expect(r.status, denied).toBe(403)
    }
    const drafts = await rest('/api/posts?draft=true&where[_status][equals]=draft&limit=100', a.token)
    expect(drafts.status).toBe(200)
    expect(drafts.json.docs).toEqual([])
    const one = await rest(`/api/posts/${draft.docs[0].id}?draft=true`, a.token)
    expect(one.text).not.toContain(draft.docs[0].title)
  })

  test('reads none of them through GraphQL either, and through the site with the session cookie', async ({ page }) => {
    const a = await confirmedVisitor('Graph')
    for (const query of [
      '{ FormSubmissions { docs { id } } }',
      '{ Subscribers { docs { id } } }',
      '{ versionsPosts { docs { id } } }',
      '{ versionsSiteSetting { docs { id } } }',
    ]) {
      const r = await rawGql({ query }, a.token)
      expect(r.status, query).toBeLessThan(500)
      expect(r.body.errors?.[0]?.message, query).toMatch(/not allowed/i)
    }
    const posts = await gql(`{ Posts(draft: true, limit: 100) { docs { _status } } }`, {}, a.token)
    const docs = (posts.data!.Posts as { docs: { _status: string }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d._status === 'published')).toBe(true)

    // The session the site uses: the HttpOnly cookie set by logging in on the site's origin.
    // Asked from a page of the site, as its own scripts ask (same origin, cookies included).
    await page.goto('/login/')
    const call = (url: string, body?: object) =>
      page.evaluate(
        async ([u, b]) => {
          const res = await fetch(
            u,
            b
              ? {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(b),
                  credentials: 'same-origin',
                }
              : { credentials: 'same-origin' },
          )
          return { status: res.status, json: await res.json().catch(() => ({})) }
        },
        [url, body] as const,
      )
    expect((await call('/api/users/login', { email: a.email, password: a.password })).status).toBe(200)
    expect((await page.context().cookies()).find((c) => c.name === 'payload-token')?.httpOnly).toBe(true)
    expect((await call('/api/users/me')).json.user?.email).toBe(a.email)
    for (const denied of ['/api/form-submissions', '/api/subscribers', '/api/posts/versions']) {
      expect((await call(denied)).status, denied).toBe(403)
    }
    const body = (
      await call('/api/graphql', { query: '{ Subscribers { docs { email } } FormSubmissions { docs { id } } }' })
    ).json as Raw['body']
    expect(body.errors?.map((e) => e.message).join(' ')).toMatch(/not allowed/i)
    expect(JSON.stringify(body.data ?? {})).not.toContain('@')
  })

  test('registering and editing the own account through REST cannot choose a role or skip the email confirmation', async () => {
    const email = `rest-${Date.now()}@example.com`
    const created = await rest('/api/users', undefined, {
      method: 'POST',
      body: JSON.stringify({ email, password: 'rest-visitor-2026', name: 'Rest', roles: ['admin'], _verified: true }),
    })
    expect(created.status).toBe(201)
    expect((created.json.doc as { roles: string[] }).roles).toEqual(['visitor'])
    const early = await rest('/api/users/login', undefined, {
      method: 'POST',
      body: JSON.stringify({ email, password: 'rest-visitor-2026' }),
    })
    expect(early.status).toBeGreaterThanOrEqual(400)
    expect(early.status).toBeLessThan(500)
    expect(early.json.token).toBeUndefined()
    const a = await confirmedVisitor('Patcher')
    const patched = await rest(`/api/users/${a.id}`, a.token, {
      method: 'PATCH',
      body: JSON.stringify({ roles: ['admin', 'editor'] }),
    })
    expect(patched.status).toBeLessThan(500)
    expect((await rest('/api/users/me', a.token)).json.user).toMatchObject({ roles: ['visitor'] })
  })
})

test.describe('bad input', () => {
  test('wrong types, broken bodies and unknown fragments are GraphQL errors, never a 500', async () => {
    // GraphQL over HTTP answers application/json requests with 200 and `errors` (4xx for bodies it cannot read).
    const cases: (string | object)[] = [
      { query: `mutation { createUser(data: { email: 42, password: true, name: ["x"] }) { id } }` },
      { query: `mutation($e: String!) { subscribe(email: $e) }`, variables: { e: { nested: ['object'] } } },
      { query: `query($id: Int!) { Post(id: $id) { title } }`, variables: { id: 'not-a-number' } },
      { query: `{ Posts { docs { ...Missing } } }` },
      { query: `{ Posts { docs { ...A } } } fragment A on Post { ...B } fragment B on Post { ...A }` },
      { query: 42 },
      { query: '{ Posts(where: { title: { like: { nested: 1 } } }) { docs { id } } }' },
      '{"query": "{ Posts { docs { id } } }"',
      'not json at all',
    ]
    for (const body of cases) {
      const r = await rawGql(body)
      const label = JSON.stringify(body).slice(0, 80)
      expect(r.status, label).toBeLessThan(500)
      expect(r.body.errors?.[0]?.message, label).toBeTruthy()
      expect(r.body.data ?? null, label).toBeNull()
    }
  })

  test('deep and costly queries are refused with a clear message', async () => {
    let deep = 'id'
    for (let i = 0; i < 20; i++) deep = `parent { ${deep} }`
    const tooDeep = await rawGql({ query: `{ Pages { docs { ${deep} } } }` })
    expect(tooDeep.status).toBeLessThan(500)
    expect(tooDeep.body.data ?? null).toBeNull()
    expect(tooDeep.body.errors?.[0]?.message).toMatch(/exceeds maximum operation depth of 15/)
    const costly = await rawGql({
      query: `{ Posts(limit: 100) { docs { ${Array.from({ length: 1100 }, (_, i) => `t${i}: title`).join(' ')} } } }`,
    })
    expect(costly.status).toBeLessThan(500)
    expect(costly.body.data ?? null).toBeNull()
    expect(costly.body.errors?.[0]?.message).toMatch(/complexity/i)
    // What the site itself asks stays within both limits (the build in the global setup proves the rest).
    const fine = await rawGql({
      query: `{ Pages(limit: 3) { docs { title parent { title parent { title } } } } Posts(limit: 3) { docs { title heroImage { url sizes { thumbnail { url } } } } } }`,
    })
    expect(fine.body.errors).toBeUndefined()
  })

  // Half a megabyte: within the API's 1 MB body limit, so the fields' own checks answer (larger
  // bodies get 413: api-caps.spec.ts).
  test('half-megabyte strings in visitor fields are refused with a message, and nothing is stored', async () => {
    const huge = 'x'.repeat(512 * 1024)
    const token = await adminToken()
    const email = `huge-${Date.now()}@example.com`
    const { Forms } = (await gql(`{ Forms(where: { slug: { equals: "contact" } }) { docs { id } } }`)).data as {
      Forms: { docs: { id: number }[] }
    }
    // Other tests store submissions at the same time: this one looks for its own address in what arrived since it began.
    const since = new Date().toISOString()
    const attempts: [string, object, RegExp][] = [
      [
        'register name',
        {
          query: `mutation($d: mutationUserInput!) { createUser(data: $d) { id } }`,
          variables: { d: { email, password: 'huge-visitor-2026', name: huge, roles: ['visitor'] } },
        },
        /name/i,
      ],
      [
        'register email',
        {
          query: `mutation($d: mutationUserInput!) { createUser(data: $d) { id } }`,
          variables: {
            d: { email: `${huge}@example.com`, password: 'huge-visitor-2026', name: 'H', roles: ['visitor'] },
          },
        },
        /email/i,
      ],
      [
        'login email',
        {
          query: `mutation($e: String!) { loginUser(email: $e, password: "whatever-2026") { token } }`,
          variables: { e: huge },
        },
        /./,
      ],
      [
        'subscriber name',
        {
          query: `mutation($e: String!, $n: String) { subscribe(email: $e, name: $n) }`,
          variables: { e: email, n: huge },
        },
        /name is too long/,
      ],
      [
        'subscriber email',
        { query: `mutation($e: String!) { subscribe(email: $e) }`, variables: { e: `${huge}@example.com` } },
        /valid email/,
      ],
      [
        'form answer',
        {
          query: `mutation($d: mutationFormSubmissionInput!) { createFormSubmission(data: $d) { id } }`,
          variables: {
            d: { form: Forms.docs[0].id, data: { name: huge, email, topic: 'general', message: 'Hi', consent: true } },
          },
        },
        /too long/,
      ],
      [
        'form page',
        {
          query: `mutation($d: mutationFormSubmissionInput!) { createFormSubmission(data: $d) { id } }`,
          variables: {
            d: {
              form: Forms.docs[0].id,
              page: huge,
              data: { name: 'A', email, topic: 'general', message: 'Hi', consent: true },
            },
          },
        },
        /page|invalid/i,
      ],
      [
        'search',
        {
          query: `query($q: String) { Posts(where: { title: { like: $q } }) { docs { id } } }`,
          variables: { q: huge },
        },
        /./,
      ],
    ]
    const unclear: string[] = []
    for (const [label, body, message] of attempts) {
      const r = await rawGql(body)
      expect(r.status, label).toBeLessThan(500)
      // A search for half a megabyte of text finds nothing or is refused (SQLite limits LIKE patterns), never a 500.
      if (label === 'search')
        expect(
          (r.body.data?.Posts as { docs?: unknown[] } | null | undefined)?.docs ??
            (r.body.errors?.length ? [] : 'neither'),
          label,
        ).toEqual([])
      else if (
        !message.test(r.body.errors?.map((e) => `${e.message} ${JSON.stringify(e.extensions ?? {})}`).join(' ') ?? '')
      )
        unclear.push(`${label}: ${JSON.stringify(r.body).slice(0, 300)}`)
    }
    expect(unclear).toEqual([])
    const profile = await confirmedVisitor('Huge')
    const renamed = await rawGql(
      {
        query: `mutation($id: Int!, $n: String!) { updateUser(id: $id, data: { name: $n }) { name } }`,
        variables: { id: profile.id, n: huge },
      },
      profile.token,
    )
    expect(renamed.status).toBeLessThan(500)
    expect(renamed.body.errors?.[0]?.message).toBeTruthy()
    // Nothing of it was kept.
    expect(
      (await gql(`{ Users(where: { email: { equals: "${email}" } }) { totalDocs } }`, {}, token)).data!.Users,
    ).toEqual({ totalDocs: 0 })
    expect(
      (await gql(`{ Subscribers(where: { email: { equals: "${email}" } }) { totalDocs } }`, {}, token)).data!
        .Subscribers,
    ).toEqual({ totalDocs: 0 })
    const arrived = (
      await gql(
        `query($s: DateTime) { FormSubmissions(where: { createdAt: { greater_than_equal: $s } }, limit: 1000) { docs { data } } }`,
        { s: since },
        token,
      )
    ).data!.FormSubmissions as { docs: { data: { email?: string } }[] }
    expect(arrived.docs.filter((d) => d.data?.email === email)).toEqual([])
    expect((await gql('{ meUser { user { name } } }', {}, profile.token)).data!.meUser).toEqual({
      user: { name: 'Huge' },
    })
    // Through the site's origin and REST too: refused, not a 500.
    const restHuge = await fetch(`${siteURL}/api/form-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: Forms.docs[0].id, data: { name: huge } }),
    })
    expect(restHuge.status).toBeGreaterThanOrEqual(400)
    expect(restHuge.status).toBeLessThan(500)
  })

  test("link fields refuse javascript: and other hosts' tricks when published", async () => {
    const token = await adminToken()
    const partner = (
      (await gql('{ Partners(limit: 1) { docs { id website } } }', {}, token)).data!.Partners as {
        docs: { id: number; website: string }[]
      }
    ).docs[0]
    for (const website of [jsURL, 'data:text/html,<script>alert(1)</script>', '//evil.example/']) {
      const r = await rawGql(
        {
          query: `mutation($id: Int!, $w: String) { updatePartner(id: $id, data: { website: $w }) { website } }`,
          variables: { id: partner.id, w: website },
        },
        token,
      )
      expect(r.status, website).toBeLessThan(500)
      expect(JSON.stringify(r.body.errors), website).toContain('site path such as /news/')
    }
    const after = (
      (await gql(`query($id: Int!) { Partner(id: $id) { website } }`, { id: partner.id }, token)).data!.Partner as {
        website: string
      }
    ).website
    expect(after).toBe(partner.website)
  })
})

/** Fails on any script the page did not mean to run, or any element the payload would add. */
async function expectNoInjection(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const isJson = (text: string) => {
      try {
        JSON.parse(text)
        return true
      } catch {
        return false
      }
    }
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      images: document.querySelectorAll('img[src="x"], img[onerror]').length,
      // Structured data may carry the payload as text (a title), but only as JSON that stays JSON.
      scripts: [...document.scripts].filter(
        (s) => s.textContent?.includes('__xss') && !(s.type === 'application/ld+json' && isJson(s.textContent)),
      ).length,
      handlers: [...document.querySelectorAll('*')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      // Share links carry the payload as encoded text in an https address; a link that runs it has another scheme.
      jsLinks: [...document.querySelectorAll('a[href]')].filter(
        (a) => a.getAttribute('href')!.includes('__xss') && !/^(https?:|\/)/i.test(a.getAttribute('href')!.trim()),
      ).length,
    }
  })
  expect(found, where).toEqual({ xss: undefined, images: 0, scripts: 0, handlers: 0, jsLinks: 0 })
}

test.describe('script payloads render as text', () => {
  test("in editors' drafts previewed with the site's own templates (title, excerpt, rich text, blocks)", async ({
    page,
  }) => {
    const token = await adminToken()
    const { allMedia } = (await gql('{ allMedia(limit: 1) { docs { id } } }')).data as {
      allMedia: { docs: { id: number }[] }
    }
    const stamp = Date.now()
    const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
    const content = {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'paragraph', version: 1, children: [text(xssMarkup)] },
          { type: 'heading', tag: 'h2', version: 1, children: [text('<svg onload="window.__xss=1">')] },
          {
            type: 'paragraph',
            version: 1,
            children: [
              {
                type: 'link',
                version: 1,
                fields: { url: jsURL, linkType: 'custom' },
                children: [text('a javascript link')],
              },
            ],
          },
          {
            type: 'paragraph',
            version: 1,
            children: [
              {
                type: 'link',
                version: 1,
                fields: { url: 'data:text/html,<script>window.__xss=1</script>', linkType: 'custom' },
                children: [text('a data link')],
              },
            ],
          },
        ],
      },
    }
    // New drafts that were never published: the site is not rebuilt for them.
    const post = await rawGql(
      {
        query: `mutation($d: mutationPostInput!) { createPost(draft: true, locale: en, data: $d) { id } }`,
        variables: {
          d: {
            title: `${xssMarkup} ${stamp}`,
            slug: `xss-draft-${stamp}`,
            excerpt: xssMarkup,
            content,
            _status: 'draft',
            publishedAt: '2026-01-01',
            category: 'company',
            heroImage: allMedia.docs[0].id,
          },
        },
      },
      token,
    )
    expect(post.body.errors).toBeUndefined()
    const page_ = await rawGql(
      {
        query: `mutation($d: mutationPageInput!) { createPage(draft: true, locale: en, data: $d) { id } }`,
        variables: {
          d: {
            title: `${xssMarkup} page ${stamp}`,
            slug: `xss-page-${stamp}`,
            _status: 'draft',
            layout: [
              {
                blockType: 'cover',
                image: allMedia.docs[0].id,
                heading: xssMarkup,
                text: xssMarkup,
                buttons: [{ label: 'Go', url: jsURL }],
              },
              { blockType: 'instagramFeed', heading: xssMarkup, profileUrl: jsURL, limit: 1 },
            ],
          },
        },
      },
      token,
    )
    expect(page_.body.errors).toBeUndefined()

    const violations = await watchCsp(page)
    const login = await page.request.post('/api/users/login', {
      data: { email: settings.editorEmail, password: settings.editorPassword },
    })
    expect(login.status()).toBe(200)
    for (const [collection, id, title] of [
      ['posts', (post.body.data!.createPost as { id: number }).id, `${xssMarkup} ${stamp}`],
      ['pages', (page_.body.data!.createPage as { id: number }).id, `${xssMarkup} page ${stamp}`],
    ] as const) {
      await page.goto(`/preview/?collection=${collection}&id=${id}`)
      await expect(page.locator('.preview-banner'), collection).toBeVisible()
      await expect(page.locator('h1').first(), collection).toHaveText(title)
      await expect(page.getByText(xssMarkup).first(), collection).toBeVisible()
      // Click every link the payload made: none may run script. Each that still has a javascript:
      // address (React's own, which throws) is refused by the page's policy: its click has been
      // dealt with once its violation is reported.
      const refused = () => violations().filter((v) => /inline|javascript/i.test(v)).length
      const refusedBefore = refused()
      let scriptLinks = 0
      for (const link of await page.getByRole('link', { name: /^(Go|a javascript link|a data link)$/ }).all()) {
        if (/^\s*javascript:/i.test((await link.getAttribute('href')) ?? '')) scriptLinks++
        await link.click({ noWaitAfter: true }).catch(() => {})
      }
      await expect
        .poll(() => refused() - refusedBefore, { message: `${collection}: each javascript: link's click refused` })
        .toBeGreaterThanOrEqual(scriptLinks)
      if (collection === 'posts') await expect(page.getByText('a javascript link')).toBeVisible()
      await expectNoInjection(page, collection)
    }
    // React and the page's policy both stand in the way of javascript: links; none got through.
    expect(violations().filter((v) => !/inline|javascript|eval/i.test(v))).toEqual([])
  })

  test("in visitors' fields: the profile name, the search query and form answers", async ({ page }) => {
    const name = '<img src=x onerror=window.__xss=1>"Dewi"'
    const visitor = await confirmedVisitor(name)
    await loginOnSite(page, visitor.email, visitor.password)
    await expect(page).toHaveURL(/\/profile\/$/)
    await expect(page.locator('[data-account="profile"]')).toHaveText(name)
    await expect(page.locator('form[data-form="profile"]').getByLabel('Name')).toHaveValue(name)
    await expectNoInjection(page, 'profile')
    await page.reload()
    await expect(page.locator('[data-account="profile"]')).toHaveText(name)
    await expectNoInjection(page, 'profile after reload')

    await page.goto(`/search/?q=${encodeURIComponent(xssMarkup)}`)
    await hydrated(page)
    await expect(page.locator('[data-search-state="done"]')).toBeVisible()
    await expect(page.locator('h1')).toContainText(xssMarkup)
    await expectNoInjection(page, 'search')

    const email = `xss-${Date.now()}@example.com`
    await page.goto('/experiment/')
    await hydrated(page)
    const contact = page.locator('form[data-form="contact"]')
    await expect(contact).toHaveAttribute('data-ready', 'true')
    await contact.getByLabel('Full name').fill(xssMarkup)
    await contact.getByLabel('Email').fill(email)
    await contact.getByLabel('Topic').selectOption('buying')
    await contact.getByLabel('Message').fill(`${xssMarkup}\n<a href="${jsURL}">x</a>`)
    await contact.getByLabel(/I agree/).check()
    await contact.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    await expectNoInjection(page, 'thank-you')
    const stored = (
      (await gql('{ FormSubmissions(limit: 50, sort: "-createdAt") { docs { data } } }', {}, await adminToken())).data!
        .FormSubmissions as { docs: { data: Record<string, string> }[] }
    ).docs.find((s) => s.data.email === email)
    // Stored as typed: the payload is data, escaped wherever it is shown.
    expect(stored?.data.name).toBe(xssMarkup)
    expect(stored?.data.message).toBe(`${xssMarkup}\n<a href="${jsURL}">x</a>`)
  })
})

test('no secret reaches the built site that is served', builtSite, () => {
  const live = fs.realpathSync(path.join(settings.releasesDir, 'current'))
  const secrets: [string, string][] = [
    ['PAYLOAD_SECRET', settings.payloadSecret],
    ['build hook secret', settings.buildSecret],
    ['demo editor password', settings.editorPassword],
    ['SMTP password', settings.mail.SMTP_PASSWORD ?? ''],
  ]
  expect(settings.payloadSecret.length).toBeGreaterThanOrEqual(16)
  const jwt = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/
  const tokenCookie = /payload-token=[A-Za-z0-9._-]{8,}/
  const found: string[] = []
  let files = 0
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.(html|js|json|map|txt|xml|css|webmanifest|svg)$/.test(entry.name)) {
        files++
        const text = fs.readFileSync(file, 'utf8')
        const where = path.relative(live, file)
        for (const [name, value] of secrets) if (value && text.includes(value)) found.push(`${name} in ${where}`)
        if (jwt.test(text)) found.push(`a JWT in ${where}`)
        if (tokenCookie.test(text)) found.push(`a payload-token cookie in ${where}`)
      }
    }
  }
  walk(live)
  expect(files).toBeGreaterThan(100)
  expect(found).toEqual([])
})

test('the CMS log of the test stack holds no secret and no session token, after logins, resets and confirmations', () => {
  // By now the other tests have logged in, reset passwords and confirmed emails against this CMS.
  const log = fs.readFileSync(path.join(testDataDir, 'cms.log'), 'utf8')
  expect(log.length).toBeGreaterThan(0)
  for (const [name, value] of [
    ['PAYLOAD_SECRET', settings.payloadSecret],
    ['build hook secret', settings.buildSecret],
  ] as const) {
    expect(log.includes(value), name).toBe(false)
  }
  expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/)
  expect(log).not.toMatch(/payload-token=[A-Za-z0-9._-]{8,}/)
  expect(log).not.toMatch(/[?&](token|verify|confirm|access_token)=[0-9a-f]{16,}/)
})

test('the CMS answers only on loopback, and the build hook only with its secret', async () => {
  const refused = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port: settings.cmsPort, timeout: 3000 })
      socket.once('connect', () => (socket.destroy(), resolve(false)))
      socket.once('error', () => resolve(true))
      socket.once('timeout', () => (socket.destroy(), resolve(true)))
    })
  expect(await refused('127.0.0.1')).toBe(false)
  expect(await refused('::1')).toBe(true)
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal)
    .map((a) => a!.address)
  for (const address of outward) expect(await refused(address), address).toBe(true)

  const guesses: Record<string, string>[] = [
    {},
    { 'x-site-build-secret': 'guessed-secret' },
    { 'x-site-build-secret': settings.buildSecret.slice(0, -1) + 'x' },
  ]
  for (const headers of guesses) {
    const post = await fetch(`${siteURL}/__site/build`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"reason":"attack"}',
    })
    expect(post.status).toBe(403)
    expect((await fetch(`${siteURL}/__site/build`, { headers })).status).toBe(403)
  }
})

/** Collects CSP violations of the page: the DOM event, and Chromium's console messages. */
async function watchCsp(page: Page): Promise<() => string[]> {
  const messages: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) messages.push(m.text())
  })
  await page.exposeFunction('__reportCsp', (v: string) => messages.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  return () => messages
}

test.describe('security headers', () => {
  // The pages as visitors get them, with the service worker (off elsewhere: tests/playwright.config.ts) under the policy too.
  test.use({ serviceWorkers: 'allow' })
  test('every template passes its Content Security Policy, with the headers in place', builtSite, async ({ page }) => {
    test.setTimeout(240_000)
    // The AMP runtime comes from the internet in production; here a stand-in answers for it.
    await page.route('https://cdn.ampproject.org/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* AMP runtime stand-in */' }),
    )
    const violations = await watchCsp(page)
    const data = await sample('en')
    const routes = [
      ...Object.entries(table).map(([template, route]) => [template, route(data, 'en').path]),
      ['every block', '/experiment/'],
      ['id home', '/id/'],
      ['unknown', '/no-such-page/'],
    ]
    for (const [template, urlPath] of routes) {
      const res = await page.goto(urlPath)
      const headers = res!.headers()
      const csp = headers['content-security-policy'] ?? ''
      // The draft preview alone may be framed, by the site itself: the admin's Live Preview panel.
      const framing =
        template === 'preview' ? { ancestors: "'self'", option: 'SAMEORIGIN' } : { ancestors: "'none'", option: 'DENY' }
      expect(csp, template).toContain(`frame-ancestors ${framing.ancestors}`)
      expect(csp, template).toContain("object-src 'none'")
      expect(csp, template).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(headers['x-content-type-options'], template).toBe('nosniff')
      expect(headers['referrer-policy'], template).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], template).toBe(framing.option)
      if (template === 'news-amp') {
        expect(csp).toContain('https://cdn.ampproject.org/v0.js')
        await page.waitForLoadState('load')
      } else {
        await hydrated(page)
        // Lazy parts (the map and its tiles, sliders) load as they come into view.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await page.waitForLoadState('networkidle')
      }
      expect(violations(), `${template} ${urlPath}`).toEqual([])
    }
  })

  test("the map's tiles, the service worker and live calls work under the policy", async ({ page }) => {
    const violations = await watchCsp(page)
    const tiles: string[] = []
    page.on('response', (r) => {
      if (r.url().startsWith(new URL(settings.mapTileURL.replace(/\{[^}]*\}/g, '0')).origin))
        tiles.push(`${r.status()}`)
    })
    await page.goto('/experiment/')
    await hydrated(page)
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active)))).toBe(true)
    await page.locator('[data-block="mapStats"]').scrollIntoViewIfNeeded()
    await expect(page.locator('.leaflet-container img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 20_000 })
    expect(tiles.length).toBeGreaterThan(0)
    const { Posts } = (await gql('{ Posts(limit: 1, sort: "-publishedAt") { docs { title } } }')).data as {
      Posts: { docs: { title: string }[] }
    }
    const word = Posts.docs[0].title.split(/\s+/).find((w) => w.length > 3)!
    await page.goto(`/search/?q=${encodeURIComponent(word)}`)
    await expect(page.locator('.search-result').first()).toBeVisible()
    expect(violations()).toEqual([])
  })

  test("the CMS's paths keep their own policy but cannot be framed, and the admin still works", async ({ page }) => {
    // Through the site's origin and on the CMS's own port alike.
    for (const base of [siteURL, cmsURL]) {
      const api = await fetch(`${base}/api/posts?limit=1`)
      expect(api.headers.get('x-content-type-options'), base).toBe('nosniff')
      expect(api.headers.get('content-security-policy'), base).toContain("script-src 'none'")
      expect(api.headers.get('content-security-policy'), base).toContain("frame-ancestors 'self'")
      const admin = await fetch(`${base}/admin/login`)
      expect(admin.headers.get('x-frame-options'), base).toBe('SAMEORIGIN')
      expect(admin.headers.get('content-security-policy'), base).toBe("frame-ancestors 'self'")
      expect(admin.headers.get('referrer-policy'), base).toBe('strict-origin-when-cross-origin')
    }
    const res = await page.goto('/admin/login')
    expect(res!.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(res!.headers()['x-content-type-options']).toBe('nosniff')
    await page.locator('input[name="email"]').fill(settings.editorEmail)
    await page.locator('input[name="password"]').fill(settings.editorPassword)
    await page.locator('button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 60_000 })
    await expect(page.getByRole('link', { name: 'News', exact: true }).first()).toBeVisible({ timeout: 30_000 })
  })
})
