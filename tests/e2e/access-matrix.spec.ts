import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'
import type { AccessReport, CollectionReport, GlobalReport, Verdict } from '../../cms/src/access/report-types'
import { cmsDir, processEnv, rootDir } from '../../scripts/lib/settings'
import { adminToken, cmsURL, editorToken, siteURL, testSettings } from './stack'
import { confirmedVisitor } from './visitors'

/**
 * Every collection and global of the CMS's final Payload config, Payload's own included (jobs,
 * locked documents, preferences, migrations, key-value store), against the table below: what an
 * anonymous caller and a signed-in visitor may read, create, update and delete.
 *
 * - The config: cms/src/access/report.ts builds the config as the CMS does and asks each access
 *   function. A collection or global missing from the table fails, and so does one left to Payload's
 *   default access (any signed-in account, which visitors have).
 * - The running CMS: each (collection, caller, operation) is tried for real through REST
 *   (/api/<slug>, /api/<slug>/<id>, bulk by `where`, /api/<slug>/versions, /api/globals/<slug>)
 *   and GraphQL (the names Payload gives each collection, found in the live schema). The seeded
 *   editor makes the documents tried where needed and checks afterwards that nothing changed.
 */

type Scope = 'all' | 'published' | 'own' | 'none'
type Rules = { read: Scope; create: 'all' | 'none'; update: Scope; delete: Scope }
type Callers = { anonymous: Rules; visitor: Rules }

const nothing: Rules = { read: 'none', create: 'none', update: 'none', delete: 'none' }
const publicRead: Rules = { ...nothing, read: 'all' }
const publishedRead: Rules = { ...nothing, read: 'published' }
const both = (rules: Rules): Callers => ({ anonymous: rules, visitor: rules })

/**
 * What anonymous callers and visitors may do in each collection (the staff roles, content and
 * leads, are tried in tests/e2e/pipeline.spec.ts). Versions (/versions, `versions<Name>`) are never theirs; neither are the admin
 * panel and unlocking accounts. Every collection of cms/src/payload.config.ts, and every one
 * Payload adds, has a line here and its rules in its config: docs/SECURITY.md, "Who reads what".
 */
const expectedCollections: Record<string, Callers> = {
  posts: both(publishedRead),
  pages: both(publishedRead),
  projects: both(publishedRead),
  facilities: both(publishedRead),
  partners: both(publishedRead),
  access: both(publishedRead),
  'social-posts': both(publishedRead),
  // A unit type is public while its development is published.
  'unit-types': both(publishedRead),
  // A site plan is public while its development is published; who reserved or changed a lot is not (field access).
  'site-plans': both(publishedRead),
  // Construction progress: a published update of a published development.
  'progress-updates': both(publishedRead),
  // Who changed which lot's status, when: the team's, written by the site plans' hook alone.
  'lot-status-changes': both(nothing),
  'property-types': both(publicRead),
  'project-tags': both(publicRead),
  'facility-categories': both(publicRead),
  'file-categories': both(publicRead),
  files: both(publicRead),
  media: both(publicRead),
  forms: both(publicRead),
  redirects: both(publicRead),
  'form-submissions': both({ ...nothing, create: 'all' }),
  // Buyers' enquiries: sent by anyone, read by staff (the sales teams) and by their signed-in sender (the history).
  enquiries: { anonymous: { ...nothing, create: 'all' }, visitor: { ...nothing, create: 'all', read: 'own' } },
  // Only the `subscribe` mutation adds subscribers (cms/src/collections/Subscribers/subscriptions.ts).
  subscribers: both(nothing),
  // Site visits: booked only through `bookSiteVisit`, cancelled through `cancelSiteVisit`, read by sales staff
  // (cms/src/collections/SiteVisits/booking.ts); the schedules are the sales staff's too.
  'site-visits': both(nothing),
  'visit-schedules': both(nothing),
  // Consent records (cms/src/privacy/consents.ts) and the staff access record: written by the CMS alone,
  // read by staff (consents: sales and administrators; the access record: administrators).
  consents: both(nothing),
  'staff-access': both(nothing),
  // Requests by email of people without an account: the CMS's own (cms/src/privacy/requests.ts).
  'privacy-requests': both(nothing),
  users: {
    // Registering is creating an account; a visitor may register another one the same way.
    anonymous: { ...nothing, create: 'all' },
    visitor: { read: 'own', create: 'all', update: 'own', delete: 'own' },
  },
  'payload-kv': both(nothing),
  'payload-jobs': both(nothing),
  'payload-locked-documents': both(nothing),
  'payload-preferences': both(nothing),
  'payload-migrations': both(nothing),
}

type GlobalRules = { read: Scope; update: 'none' }
const expectedGlobals: Record<string, { anonymous: GlobalRules; visitor: GlobalRules }> = {
  'site-settings': { anonymous: { read: 'all', update: 'none' }, visitor: { read: 'all', update: 'none' } },
}

const table = 'tests/e2e/access-matrix.spec.ts (expectedCollections)'

/** The final config's access, from cms/src/access/report.ts (run as the CMS's tasks run: node with tsx). */
function loadReport(): AccessReport {
  const loader = pathToFileURL(path.join(rootDir, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href
  const env = processEnv(testSettings())
  let failure = ''
  // tsx's module hooks now and then lose an import and end the process early (see cms/src/seed/index.ts).
  for (let attempt = 1; attempt <= 3; attempt++) {
    const run = spawnSync(process.execPath, ['--import', loader, 'src/access/report.ts'], {
      cwd: cmsDir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    const line = run.stdout?.split('\n').find((l) => l.startsWith('{"visitorID"'))
    if (run.status === 0 && line) return JSON.parse(line) as AccessReport
    failure = `exit ${run.status}: ${run.stderr?.slice(-2000)}`
  }
  throw new Error(`cms/src/access/report.ts gave no report: ${failure}`)
}

let loaded: AccessReport | undefined
/**
 * Read when a test first needs it, in the worker that runs this file: not when the runner loads
 * the file to list its tests, which come from the table (the first test fails on a collection or
 * global the table lacks).
 */
const report = (): AccessReport => (loaded ??= loadReport())

// ---------------------------------------------------------------------------------------------
// The config

/** Whether what an access function answered matches a scope of the table. */
function matches(verdict: Verdict, scope: Scope | 'all' | 'none'): boolean {
  if (typeof verdict === 'string') return verdict === (scope === 'all' ? 'yes' : scope === 'none' ? 'no' : '')
  if ('error' in verdict) return false
  const where = JSON.stringify(verdict.where)
  // `_status` of the document itself, or of the one it belongs to (`project._status` of unit types).
  if (scope === 'published') return /_status":\{"equals":"published"\}/.test(where)
  if (scope === 'own') return where.includes(String(report().visitorID))
  return false
}

const show = (v: Verdict) => (typeof v === 'string' ? v : JSON.stringify(v))

test("every collection and global of the final config has expected access rules, none left to Payload's default", () => {
  const problems: string[] = []
  const slugs = report().collections.map((c) => c.slug)
  // The report really holds Payload's own collections (it reads the sanitized config).
  expect(slugs).toEqual(
    expect.arrayContaining([
      'users',
      'payload-jobs',
      'payload-locked-documents',
      'payload-preferences',
      'payload-migrations',
    ]),
  )
  for (const slug of Object.keys(expectedCollections)) {
    if (!slugs.includes(slug))
      problems.push(`${table} names collection ${slug}, which the config no longer has: remove its line`)
  }
  for (const c of report().collections) {
    const expected = expectedCollections[c.slug]
    if (!expected) {
      problems.push(`collection ${c.slug} has no expected access rules: add them to ${table} and to its config`)
      continue
    }
    for (const [op, result] of Object.entries(c.access)) {
      if (result.source !== 'explicit') {
        problems.push(
          `collection ${c.slug} relies on Payload's default access for ${op} (${result.source === 'missing' ? 'no function' : 'any signed-in account'}, visitors included): give it access.${op} in its config`,
        )
      }
      for (const caller of ['anonymous', 'visitor'] as const) {
        const scope = op in expected[caller] ? expected[caller][op as keyof Rules] : 'none'
        if (!matches(result[caller], scope))
          problems.push(
            `collection ${c.slug}: access.${op} gives ${caller} ${show(result[caller])}, the table says ${scope}`,
          )
      }
    }
  }
  for (const g of report().globals) {
    const expected = expectedGlobals[g.slug]
    if (!expected) {
      problems.push(
        `global ${g.slug} has no expected access rules: add them to tests/e2e/access-matrix.spec.ts (expectedGlobals) and to its config`,
      )
      continue
    }
    for (const [op, result] of Object.entries(g.access)) {
      if (result.source !== 'explicit')
        problems.push(
          `global ${g.slug} relies on Payload's default access for ${op}: give it access.${op} in its config`,
        )
      for (const caller of ['anonymous', 'visitor'] as const) {
        const scope = op === 'read' ? expected[caller].read : 'none'
        if (!matches(result[caller], scope))
          problems.push(
            `global ${g.slug}: access.${op} gives ${caller} ${show(result[caller])}, the table says ${scope}`,
          )
      }
    }
  }
  for (const [op, result] of Object.entries(report().jobs)) {
    if (result.source !== 'explicit')
      problems.push(
        `jobs.access.${op} is Payload's default (any signed-in account may ${op} jobs): set it in cms/src/payload.config.ts`,
      )
    for (const caller of ['anonymous', 'visitor'] as const) {
      if (result[caller] !== 'no')
        problems.push(`jobs.access.${op} gives ${caller} ${show(result[caller])}, expected no`)
    }
  }
  expect(problems).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// The running CMS

type Caller = { name: 'anonymous' | 'visitor'; token?: string; id?: number }
type Response_ = {
  status: number
  body: Record<string, unknown> & { docs?: { id: number; _status?: string }[]; totalDocs?: number; id?: number }
}

async function rest(method: string, url: string, token?: string, body?: unknown): Promise<Response_> {
  const res = await fetch(`${cmsURL}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: Response_['body']
  try {
    json = JSON.parse(text) as Response_['body']
  } catch {
    json = { text: text.slice(0, 200) }
  }
  return { status: res.status, body: json }
}

type GqlAnswer = {
  data?: Record<string, { id?: number; docs?: { id: number }[]; totalDocs?: number } | null> | null
  errors?: { message: string }[]
}
async function gql(query: string, variables: Record<string, unknown>, token?: string): Promise<GqlAnswer> {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return (await res.json()) as GqlAnswer
}

/** `where` in Payload's query-string form: where[a][equals]=b. */
const whereQuery = (value: unknown, prefix = 'where'): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => whereQuery(v, `${prefix}[${k}]`))
    : [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]

const refused = (r: GqlAnswer) => Boolean(r.errors?.some((e) => /not allowed/i.test(e.message)))
const ids = (docs?: { id: number }[]) => (docs ?? []).map((d) => d.id)

// The live GraphQL schema: root fields, and the input types of the create mutations.
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
type InputType = {
  name: string
  kind: string
  inputFields: { name: string; type: TypeRef }[] | null
  enumValues: { name: string }[] | null
}
type Schema = {
  query: Set<string>
  mutation: Map<string, { name: string; type: TypeRef }[]>
  types: Map<string, InputType>
}
let schema: Schema

async function loadSchema(): Promise<Schema> {
  const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }'
  const r = await gql(
    `{ __schema {
      queryType { fields { name } }
      mutationType { fields { name args { name type { ${typeRef} } } } }
      types { name kind enumValues { name } inputFields { name type { ${typeRef} } } }
    } }`,
    {},
  )
  const s = (
    r.data as unknown as {
      __schema: {
        queryType: { fields: { name: string }[] }
        mutationType: { fields: { name: string; args: { name: string; type: TypeRef }[] }[] }
        types: InputType[]
      }
    }
  ).__schema
  return {
    query: new Set(s.queryType.fields.map((f) => f.name)),
    mutation: new Map(s.mutationType.fields.map((f) => [f.name, f.args])),
    types: new Map(s.types.map((t) => [t.name, t])),
  }
}

/** The text fields by which a created document could be found again. */
const markable = ['title', 'name', 'slug', 'alt', 'key', 'globalSlug', 'queue', 'question']
const namedType = (t: TypeRef): string => (t.ofType ? namedType(t.ofType) : t.name!)
const inputFields = (t?: TypeRef) => (t ? (schema.types.get(namedType(t))?.inputFields ?? []) : [])
const typeName = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${typeName(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeName(t.ofType!)}]` : t.name!

/** The least a GraphQL input must hold to pass the schema's own validation, so the resolver (and its access check) runs. */
function filler(t: TypeRef, depth = 0): unknown {
  if (t.kind === 'NON_NULL') return filler(t.ofType!, depth)
  if (t.kind === 'LIST') return []
  const named = schema.types.get(t.name!)
  if (named?.kind === 'ENUM') return named.enumValues![0].name
  if (named?.kind === 'INPUT_OBJECT') {
    if (depth > 5) return {}
    return Object.fromEntries(
      (named.inputFields ?? [])
        .filter((f) => f.type.kind === 'NON_NULL')
        .map((f) => [f.name, filler(f.type, depth + 1)]),
    )
  }
  if (t.name === 'Int' || t.name === 'Float') return 1
  if (t.name === 'Boolean') return false
  if (t.name === 'JSON' || t.name === 'JSONObject') return {}
  if (t.name === 'DateTime') return '2026-01-01T00:00:00.000Z'
  if (t.name === 'EmailAddress') return 'nobody@example.com'
  return 'x'
}

let staff: string
let editorID: number
let visitor: Caller
let callers: Caller[]

test.beforeAll(async () => {
  staff = await adminToken()
  // The demo editor (role editor alone): the account the admin's lock test signs in with.
  editorID = ((await rest('GET', '/users/me', await editorToken())).body.user as { id: number }).id
  const v = await confirmedVisitor('Matrix Visitor')
  visitor = { name: 'visitor', token: v.token, id: v.id }
  callers = [{ name: 'anonymous' }, visitor]
  schema = await loadSchema()
})

type Target = { id: number; updatedAt?: string }

/** A document the editor can read, for the probes by id (Payload's own collections that nobody reads: none). */
async function staffDocument(slug: string, where?: unknown): Promise<Target | undefined> {
  const query = ['depth=0', 'limit=1', 'sort=-id', ...(where ? whereQuery(where) : [])].join('&')
  const r = await rest('GET', `/${slug}?${query}`, staff)
  return r.status === 200 ? r.body.docs?.[0] : undefined
}

/** A document the administrator makes for one probe, and its removal. */
async function staffCreated(slug: string, data: Record<string, unknown>) {
  const made = await rest('POST', `/${slug}`, staff, data)
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const doc = made.body.doc as Target
  return { doc, cleanup: async () => void (await rest('DELETE', `/${slug}/${doc.id}`, staff)) }
}

/**
 * Documents the suite makes for Payload's own collections, so that there is something to refuse;
 * and a site visit and a subscriber of its own, which no other spec changes while the probe runs
 * (the newest may be another spec's, which its reminder job, cancel or confirmation link is
 * changing at that moment): a cancelled visit, which no reminder job takes, in no published slot;
 * a subscriber to nothing, whom no newsletter or update reaches.
 */
async function makeTarget(slug: string): Promise<{ cleanup: () => Promise<void>; doc?: Target } | undefined> {
  const email = `matrix.target.${Date.now()}@example.com`
  if (slug === 'subscribers') return staffCreated(slug, { email, name: 'Matrix Target' })
  if (slug === 'site-visits')
    return staffCreated(slug, {
      project: (await staffDocument('projects'))!.id,
      slotStart: new Date(Date.now() + 400 * 24 * 3_600_000).toISOString(),
      status: 'cancelled',
      name: 'Matrix Target',
      phone: '+62 812 5555 0000',
      email,
      locale: 'en',
    })
  if (slug === 'payload-locked-documents') {
    const post = await staffDocument('posts')
    const lock = await rest('POST', '/payload-locked-documents', staff, {
      document: { relationTo: 'posts', value: post!.id },
      user: { relationTo: 'users', value: editorID },
    })
    expect(lock.status, JSON.stringify(lock.body)).toBe(201)
    return {
      cleanup: async () =>
        void (await rest('DELETE', `/payload-locked-documents/${(lock.body.doc as { id: number }).id}`, staff)),
    }
  }
  if (slug === 'payload-preferences') {
    const pref = await rest('POST', '/payload-preferences/access-matrix', staff, { value: { columns: ['title'] } })
    expect(pref.status, JSON.stringify(pref.body)).toBe(200)
    return { cleanup: async () => void (await rest('DELETE', '/payload-preferences/access-matrix', staff)) }
  }
  return undefined
}

async function probeCollection(c: CollectionReport, expected: Callers): Promise<string[]> {
  const problems: string[] = []
  const check = (ok: boolean, what: string, got: unknown) => {
    if (!ok) problems.push(`${what}: got ${typeof got === 'string' ? got : JSON.stringify(got).slice(0, 300)}`)
  }
  const made = await makeTarget(c.slug)
  try {
    // The editor's own account for users (the newest account may be the visitor's, which they may change).
    const target =
      c.slug === 'users'
        ? ((await rest('GET', `/users/${editorID}?depth=0`, staff)).body as Target)
        : (made?.doc ?? (await staffDocument(c.slug)))
    // Where the editor cannot read the collection either (jobs, key-value store), any id is refused alike.
    const id = target?.id ?? 1
    const { singular, plural } = c.graphQL
    // Every create below writes this into the collection's text fields that name a document, so that the
    // editor can look for it afterwards (other specs may create documents meanwhile).
    const createInput = schema.mutation.get(`create${singular}`)?.find((a) => a.name === 'data')
    const marker = `access-matrix-${c.slug}-${Date.now()}`
    const markerFields = (c.graphQL.enabled ? inputFields(createInput?.type) : [])
      .filter((f) => markable.includes(f.name) && namedType(f.type) === 'String')
      .map((f) => f.name)
    const marked = Object.fromEntries(markerFields.map((f) => [f, marker]))
    if (c.graphQL.enabled) {
      check(
        schema.query.has(plural) && schema.query.has(singular),
        `GraphQL query fields ${plural} and ${singular} of ${c.slug} in the live schema`,
        'missing',
      )
    } else {
      // Payload leaves such a collection out of GraphQL entirely.
      const found = [...schema.query, ...schema.mutation.keys()].filter(
        (f) => f.endsWith(singular) || f.endsWith(plural),
      )
      check(found.length === 0, `${c.slug} has no GraphQL`, found)
    }

    for (const caller of callers) {
      const rules = expected[caller.name]
      const who = caller.name
      const t = caller.token
      if (!c.rest) {
        // No REST routes at all: Payload answers every method with 501 Not Implemented.
        for (const [method, url] of [
          ['GET', `/${c.slug}`],
          ['POST', `/${c.slug}`],
          ['PATCH', `/${c.slug}/1`],
          ['DELETE', `/${c.slug}/1`],
        ]) {
          const r = await rest(method, url, t, method === 'GET' || method === 'DELETE' ? undefined : {})
          check(
            r.status === 501 && !r.body.docs && !r.body.doc,
            `${who} REST ${method} /api${url} (no routes) is not implemented`,
            `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`,
          )
        }
      }

      // read
      if (c.rest) {
        const list = await rest('GET', `/${c.slug}?depth=0&limit=50&sort=id`, t)
        if (rules.read === 'none')
          check(
            list.status === 403,
            `${who} REST GET /api/${c.slug} refused`,
            `${list.status} ${JSON.stringify(list.body).slice(0, 200)}`,
          )
        else {
          check(list.status === 200, `${who} REST GET /api/${c.slug} answers`, list.status)
          if (rules.read === 'all') {
            const all = await rest('GET', `/${c.slug}?depth=0&limit=50&sort=id`, staff)
            // Redirects may well be empty (the demo has none): then both see none.
            check(
              list.body.totalDocs === all.body.totalDocs && ids(list.body.docs).join() === ids(all.body.docs).join(),
              `${who} reads all of ${c.slug}`,
              [list.body.totalDocs, all.body.totalDocs],
            )
          }
          if (rules.read === 'published') {
            const constraint = (c.access.read[caller.name] as { where: unknown }).where
            const shown = await rest(
              'GET',
              `/${c.slug}?depth=0&limit=50&sort=id&${whereQuery(constraint).join('&')}`,
              staff,
            )
            check(
              list.body.totalDocs === shown.body.totalDocs &&
                ids(list.body.docs).join() === ids(shown.body.docs).join(),
              `${who} reads exactly the published ${c.slug}`,
              [ids(list.body.docs), ids(shown.body.docs)],
            )
            const hidden = await staffDocument(
              c.slug,
              JSON.parse(JSON.stringify(constraint).replace('"published"', '"draft"')),
            )
            if (hidden) {
              const one = await rest('GET', `/${c.slug}/${hidden.id}?depth=0&draft=true`, t)
              check(
                one.status === 404,
                `${who} REST GET /api/${c.slug}/${hidden.id} (a draft) is not found`,
                one.status,
              )
            }
            if (c.drafts) {
              const drafts = await rest('GET', `/${c.slug}?depth=0&limit=50&draft=true`, t)
              check(
                drafts.status === 200 && (drafts.body.docs ?? []).every((d) => d._status === 'published'),
                `${who} REST GET /api/${c.slug}?draft=true shows published only`,
                drafts.body.docs?.map((d) => d._status),
              )
            }
          }
          if (rules.read === 'own') {
            // An account is their own (they read exactly it); another document is theirs when it names their account.
            const docs = (list.body.docs ?? []) as { id: number; account?: unknown }[]
            check(
              c.slug === 'users' ? ids(docs).join() === String(caller.id) : docs.every((d) => d.account === caller.id),
              `${who} reads only their own ${c.slug}`,
              ids(docs),
            )
          }
        }
        const one = await rest('GET', `/${c.slug}/${id}?depth=0`, t)
        if (rules.read === 'none' || rules.read === 'own')
          check(one.status === 403 || one.status === 404, `${who} REST GET /api/${c.slug}/${id} refused`, one.status)
        if (rules.read === 'all' && target)
          check(one.status === 200, `${who} REST GET /api/${c.slug}/${id} answers`, one.status)
        if (c.versions) {
          const versions = await rest('GET', `/${c.slug}/versions?depth=0`, t)
          check(versions.status === 403, `${who} REST GET /api/${c.slug}/versions refused`, versions.status)
        }
      }
      if (c.graphQL.enabled) {
        const list = await gql(`{ ${plural}(limit: 50, sort: "id") { totalDocs docs { id } } }`, {}, t)
        if (rules.read === 'none') check(refused(list), `${who} GraphQL ${plural} refused`, list)
        else {
          const restList = await rest('GET', `/${c.slug}?depth=0&limit=50&sort=id`, t)
          check(
            !list.errors && ids(list.data?.[plural]?.docs).join() === ids(restList.body.docs).join(),
            `${who} GraphQL ${plural} shows what REST shows`,
            list,
          )
        }
        const one = await gql(`query($id: Int!) { ${singular}(id: $id) { id } }`, { id }, t)
        if (rules.read === 'none') check(refused(one), `${who} GraphQL ${singular}(id: ${id}) refused`, one)
        if (rules.read === 'own')
          check(!one.data?.[singular], `${who} GraphQL ${singular}(id: ${id}) of another shows nothing`, one)
        if (c.versions) {
          const versions = await gql(`{ versions${plural} { docs { id } } }`, {}, t)
          check(refused(versions), `${who} GraphQL versions${plural} refused`, versions)
        }
      }

      // create
      if (c.rest) {
        const created = await rest('POST', `/${c.slug}`, t, marked)
        if (rules.create === 'none')
          check(
            created.status === 403,
            `${who} REST POST /api/${c.slug} refused`,
            `${created.status} ${JSON.stringify(created.body).slice(0, 200)}`,
          )
        // Allowed: an empty document fails validation, not access.
        else
          check(
            created.status === 400,
            `${who} REST POST /api/${c.slug} passes access (and fails validation)`,
            created.status,
          )
      }
      if (c.graphQL.enabled) {
        const data = createInput
        check(Boolean(data), `GraphQL create${singular} in the live schema`, 'missing')
        if (data) {
          const d = { ...(filler(data.type) as Record<string, unknown>), ...marked }
          const created = await gql(
            `mutation($d: ${typeName(data.type)}) { create${singular}(data: $d) { id } }`,
            { d },
            t,
          )
          if (rules.create === 'none') check(refused(created), `${who} GraphQL create${singular} refused`, created)
          else check(!refused(created), `${who} GraphQL create${singular} passes access`, created)
        }
      }

      // update
      const otherOrTarget = rules.update === 'own' ? editorID : id
      if (c.rest) {
        const updated = await rest('PATCH', `/${c.slug}/${otherOrTarget}`, t, {})
        check(
          updated.status === 403 || (rules.update === 'own' && updated.status === 404),
          `${who} REST PATCH /api/${c.slug}/${otherOrTarget} refused`,
          `${updated.status} ${JSON.stringify(updated.body).slice(0, 200)}`,
        )
        const bulk = await rest('PATCH', `/${c.slug}?${whereQuery({ id: { equals: otherOrTarget } }).join('&')}`, t, {})
        check(
          bulk.status === 403 || (rules.update === 'own' && bulk.status === 200 && (bulk.body.docs ?? []).length === 0),
          `${who} REST bulk PATCH /api/${c.slug}?where[id] refused`,
          `${bulk.status} ${JSON.stringify(bulk.body).slice(0, 200)}`,
        )
        if (rules.update === 'own') {
          const own = await rest('PATCH', `/${c.slug}/${caller.id}`, t, { name: 'Matrix Visitor Renamed' })
          check(own.status === 200, `${who} REST PATCH /api/${c.slug}/${caller.id} (their own) answers`, own.status)
        }
      }
      if (c.graphQL.enabled) {
        const updated = await gql(
          `mutation($id: Int!) { update${singular}(id: $id, data: {}) { id } }`,
          { id: otherOrTarget },
          t,
        )
        check(
          refused(updated) || (rules.update === 'own' && Boolean(updated.errors?.length)),
          `${who} GraphQL update${singular}(id: ${otherOrTarget}) refused`,
          updated,
        )
      }

      // delete
      const deleteTarget = rules.delete === 'own' ? editorID : id
      if (c.rest) {
        const deleted = await rest('DELETE', `/${c.slug}/${deleteTarget}`, t)
        check(
          deleted.status === 403 || (rules.delete === 'own' && deleted.status === 404),
          `${who} REST DELETE /api/${c.slug}/${deleteTarget} refused`,
          deleted.status,
        )
        const bulk = await rest('DELETE', `/${c.slug}?${whereQuery({ id: { equals: deleteTarget } }).join('&')}`, t)
        check(
          bulk.status === 403 || (rules.delete === 'own' && bulk.status === 200 && (bulk.body.docs ?? []).length === 0),
          `${who} REST bulk DELETE /api/${c.slug}?where[id] refused`,
          `${bulk.status} ${JSON.stringify(bulk.body).slice(0, 200)}`,
        )
      }
      if (c.graphQL.enabled) {
        const deleted = await gql(`mutation($id: Int!) { delete${singular}(id: $id) { id } }`, { id: deleteTarget }, t)
        check(
          refused(deleted) || (rules.delete === 'own' && Boolean(deleted.errors?.length)),
          `${who} GraphQL delete${singular}(id: ${deleteTarget}) refused`,
          deleted,
        )
      }
    }

    // Nothing was created, changed or deleted where the callers may not (seen by the editor).
    if (target) {
      // By `where`, not /<id>: Payload's preference routes take /<key> there.
      const after = await rest(
        'GET',
        `/${c.slug}?depth=0&${whereQuery({ id: { equals: target.id } }).join('&')}`,
        staff,
      )
      const doc = after.body.docs?.[0] as { updatedAt?: string } | undefined
      check(
        after.status === 200 && doc?.updatedAt === target.updatedAt,
        `${c.slug} ${target.id} unchanged and still there`,
        [after.status, doc?.updatedAt, target.updatedAt],
      )
    }
    if (expected.anonymous.create === 'none' && expected.visitor.create === 'none') {
      for (const field of markerFields) {
        const found = await rest(
          'GET',
          `/${c.slug}?depth=0&${whereQuery({ [field]: { equals: marker } }).join('&')}`,
          staff,
        )
        // 403: the editor cannot read the collection either (Payload's jobs and key-value store).
        check(
          found.status === 403 || found.body.totalDocs === 0,
          `no ${c.slug} created (none with ${field} ${marker})`,
          [found.status, found.body.totalDocs],
        )
      }
    }
    if (c.slug === 'users') {
      const editor = await rest('GET', `/users/${editorID}?depth=0`, staff)
      check(
        editor.status === 200 && (editor.body.roles as string[]).includes('editor'),
        "the editor's account unchanged",
        editor.body,
      )
    }
  } finally {
    await made?.cleanup()
  }
  return problems
}

for (const [slug, expected] of Object.entries(expectedCollections)) {
  test(`collection ${slug}: anonymous callers and visitors do through REST and GraphQL only what the table says`, async () => {
    const c = report().collections.find((collection) => collection.slug === slug)
    expect(c, `${table} names collection ${slug}, which the config no longer has: remove its line`).toBeDefined()
    expect(await probeCollection(c!, expected)).toEqual([])
  })
}

test('a visitor may delete their own account, and only that, with its current password', async () => {
  const leaving = await confirmedVisitor('Leaving Visitor')
  const other = await rest('DELETE', `/users/${visitor.id}`, leaving.token)
  expect([403, 404]).toContain(other.status)
  expect((await rest('GET', `/users/${visitor.id}?depth=0`, staff)).status).toBe(200)
  // A session alone (a thief's) cannot delete the account: a plain DELETE is refused, so is a wrong password.
  expect((await rest('DELETE', `/users/${leaving.id}`, leaving.token)).status).toBe(403)
  expect(
    (await rest('POST', '/users/delete-account', leaving.token, { currentPassword: 'not-the-password-1' })).status,
  ).toBe(400)
  expect((await rest('GET', `/users/${leaving.id}?depth=0`, staff)).status).toBe(200)
  const own = await rest('POST', '/users/delete-account', leaving.token, { currentPassword: leaving.password })
  expect(own.status).toBe(200)
  // Gone by its address. Its id may already be another account's: SQLite gives the highest id,
  // once deleted, to the next account made (by a spec running beside this one).
  const left = await rest('GET', `/users?where[email][equals]=${encodeURIComponent(leaving.email)}&depth=0`, staff)
  expect(left.status).toBe(200)
  expect(left.body.totalDocs).toBe(0)
  const atId = await rest('GET', `/users/${leaving.id}?depth=0`, staff)
  if (atId.status === 200) expect(atId.body.email).not.toBe(leaving.email)
  else expect(atId.status).toBe(404)
})

for (const [slug, expected] of Object.entries(expectedGlobals)) {
  test(`global ${slug}: anonymous callers and visitors do through REST and GraphQL only what the table says`, async () => {
    const g = report().globals.find((global) => global.slug === slug)
    expect(g, `${table} names global ${slug}, which the config no longer has: remove its line`).toBeDefined()
    await probeGlobal(g!, expected)
  })
}

async function probeGlobal(g: GlobalReport, expected: { anonymous: GlobalRules; visitor: GlobalRules }) {
  const before = await rest('GET', `/globals/${g.slug}?depth=0`, staff)
  expect(before.status).toBe(200)
  const name = g.graphQL.name
  expect(schema.query.has(name), `GraphQL query field ${name} in the live schema`).toBe(true)
  for (const caller of callers) {
    const rules = expected[caller.name]
    const read = await rest('GET', `/globals/${g.slug}?depth=0`, caller.token)
    expect(read.status, `${caller.name} REST GET /api/globals/${g.slug}`).toBe(rules.read === 'all' ? 200 : 403)
    const gRead = await gql(`{ ${name} { updatedAt } }`, {}, caller.token)
    expect(refused(gRead), `${caller.name} GraphQL ${name}`).toBe(rules.read !== 'all')
    const updated = await rest('POST', `/globals/${g.slug}`, caller.token, {})
    expect(updated.status, `${caller.name} REST POST /api/globals/${g.slug}`).toBe(403)
    const data = schema.mutation.get(`update${name}`)?.find((arg) => arg.name === 'data')
    expect(data, `GraphQL update${name} in the live schema`).toBeDefined()
    const gUpdated = await gql(
      `mutation($d: ${typeName(data!.type)}) { update${name}(data: $d) { updatedAt } }`,
      { d: filler(data!.type) },
      caller.token,
    )
    expect(refused(gUpdated), `${caller.name} GraphQL update${name}: ${JSON.stringify(gUpdated)}`).toBe(true)
    if (g.versions) {
      const versions = await rest('GET', `/globals/${g.slug}/versions?depth=0`, caller.token)
      expect(versions.status, `${caller.name} REST GET /api/globals/${g.slug}/versions`).toBe(403)
      const gVersions = await gql(`{ versions${name} { docs { id } } }`, {}, caller.token)
      expect(refused(gVersions), `${caller.name} GraphQL versions${name}`).toBe(true)
    }
  }
  const after = await rest('GET', `/globals/${g.slug}?depth=0`, staff)
  expect(after.body.updatedAt).toBe(before.body.updatedAt)
}

test("only staff run jobs or their schedules through Payload's jobs routes", async () => {
  for (const caller of callers) {
    for (const route of ['/payload-jobs/run', '/payload-jobs/handle-schedules']) {
      const r = await rest('GET', route, caller.token)
      expect(r.status, `${caller.name} GET /api${route}`).toBe(401)
    }
  }
  expect((await rest('GET', '/payload-jobs/run?limit=1', staff)).status).toBe(200)
})

test("Payload's preference routes store nothing for anonymous callers or visitors, and keep working for the editor", async () => {
  for (const caller of callers) {
    for (const method of ['POST', 'GET', 'DELETE']) {
      const r = await rest(
        method,
        '/payload-preferences/access-matrix-visitor',
        caller.token,
        method === 'POST' ? { value: { filler: 'x'.repeat(1000) } } : undefined,
      )
      // Refused before Payload's own handler runs (cms/src/access/internal.ts).
      expect(r.status, `${caller.name} ${method} /api/payload-preferences/:key`).toBe(403)
    }
  }
  const saved = await rest('POST', '/payload-preferences/access-matrix-editor', staff, { value: { open: true } })
  expect(saved.status).toBe(200)
  expect((await rest('GET', '/payload-preferences/access-matrix-editor', staff)).body.value).toEqual({ open: true })
  expect((await rest('DELETE', '/payload-preferences/access-matrix-editor', staff)).status).toBe(200)
})

test('the editor still locks a document in the admin, and visitors cannot see or lift the lock', async ({ page }) => {
  const post = await staffDocument('posts')
  // The editor's session as its login sets it (an HttpOnly cookie on the site's origin): the
  // admin's login form, and the redirect after it, are other specs' subject.
  await page.context().addCookies([{ name: 'payload-token', value: await editorToken(), url: siteURL, httpOnly: true }])
  await page.goto(`/admin/collections/posts/${post!.id}?locale=en`)
  // Editing (not saving) makes the admin lock the document for its editor.
  await page.locator('#field-title').fill('Being edited')
  const lockOf = async () =>
    (
      await rest(
        'GET',
        `/payload-locked-documents?depth=0&${whereQuery({ 'document.value': { equals: post!.id } }).join('&')}`,
        staff,
      )
    ).body.docs as { id: number; user: { value: number } }[] | undefined
  await expect.poll(async () => (await lockOf())?.map((l) => l.user.value), { timeout: 30_000 }).toEqual([editorID])
  const lock = (await lockOf())![0]
  expect((await rest('GET', '/payload-locked-documents', visitor.token)).status).toBe(403)
  expect((await rest('DELETE', `/payload-locked-documents/${lock.id}`, visitor.token)).status).toBe(403)
  expect(refused(await gql('{ PayloadLockedDocuments { docs { id } } }', {}, visitor.token))).toBe(true)
  expect((await lockOf())?.map((l) => l.id)).toEqual([lock.id])
  await rest('DELETE', `/payload-locked-documents/${lock.id}`, staff)
  // Folding a group of the admin's menu is remembered through Payload's preference route, for the editor.
  await page.goto('/admin')
  // At the test browser's width the menu may start closed (inert).
  const content = page.getByRole('button', { name: 'Content', exact: true })
  if (await content.evaluate((button) => Boolean(button.closest('[inert]'))))
    await page.getByRole('button', { name: 'Open Menu' }).click()
  await content.click()
  const editor = await editorToken()
  await expect
    .poll(async () => (await rest('GET', '/payload-preferences/nav', editor)).body.value, { timeout: 30_000 })
    .toMatchObject({ groups: { Content: { open: false } } })
  await rest('DELETE', '/payload-preferences/nav', editor)
})
