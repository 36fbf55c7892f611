/**
 * Load on a running site (`npm start` in another terminal), over loopback, with autocannon:
 *
 * 1. Static pages: the home page, a news article, a development and a development list (real
 *    addresses from the built sitemap.xml), for 30 s at 200 concurrent connections.
 * 2. Form submissions: 2,000 through the path the form block uses (the GraphQL mutation
 *    `createFormSubmission` at /api/graphql on the site's origin), 50 at a time, each with its own
 *    marker and idempotency key; then the demo editor counts them in the CMS. Each connection is
 *    its own client, as 50 visitors are: it names its own address (192.0.2.1 to .50, one per
 *    connection) in X-Forwarded-For, which the site server believes from a loopback caller only
 *    with TRUST_PROXY=loopback. So run `npm start` with TRUST_PROXY=loopback for this bench; without it
 *    the 50 connections are one client and meet the form submission limit (HTTP 429, counted below).
 *
 *   npm run bench:load       (STATIC_SECONDS=30 STATIC_CONNECTIONS=200 SUBMISSIONS=2000 SUBMIT_CONNECTIONS=50)
 *
 * Exits with code 1 when a page request failed or a submission was not stored exactly once.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import autocannon from 'autocannon'
import { loadEnv, readSettings } from '../scripts/lib/settings'
import { adminToken } from './lib/graphql'

const settings = readSettings(loadEnv())
const site = settings.siteURL
const numberSetting = (name: string, fallback: number) => Number(process.env[name] || fallback)
const staticSeconds = numberSetting('STATIC_SECONDS', 30)
const staticConnections = numberSetting('STATIC_CONNECTIONS', 200)
const submissions = numberSetting('SUBMISSIONS', 2000)
const submitConnections = numberSetting('SUBMIT_CONNECTIONS', 50)
/** No phase may run longer than this, whatever the server does. */
const phaseLimitMs = 5 * 60_000

const SUBMIT = `mutation SubmitForm($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`

type GraphQLBody<T> = { data?: T; errors?: { message: string }[] }

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${site}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as GraphQLBody<T>
  if (body.errors?.length || !body.data)
    throw new Error(body.errors?.map((e) => e.message).join('; ') || `HTTP ${res.status}`)
  return body.data
}

/** Runs autocannon to the end, stopped by force after phaseLimitMs. */
function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error as Error) : resolve(result)))
    const limit = setTimeout(() => instance.stop(), phaseLimitMs)
    instance.on('done', () => clearTimeout(limit))
  })
}

/** Built addresses of the four kinds of page, from the sitemap the build wrote. */
async function staticPaths(): Promise<string[]> {
  const res = await fetch(`${site}/sitemap.xml`)
  if (!res.ok) throw new Error(`${site}/sitemap.xml answered ${res.status}: is the site running (npm start)?`)
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const pick = (what: string, pattern: RegExp) => {
    const found = paths.find((p) => pattern.test(p))
    if (!found) throw new Error(`No ${what} in sitemap.xml`)
    return found
  }
  return [
    pick('home page', /^\/$/),
    pick('news article', /^\/news\/(?!category\/|page\/)[^/]+\/$/),
    pick('development page', /^\/development\/(?!details\/)[^/]+\/[^/]+\/$/),
    pick('development list', /^\/development\/residential\/$/),
  ]
}

/** Valid answers for a form's fields, with the marker in its free text (or else its first text) field. */
type FormField = { name: string; type: string; required: boolean; options: { value: string }[] | null }
function answersFor(fields: FormField[], marker: string): Record<string, string | boolean> {
  const markerField = (fields.find((f) => f.type === 'textarea') ?? fields.find((f) => f.type === 'text'))?.name
  return Object.fromEntries(
    fields.map((f) => {
      if (f.name === markerField) return [f.name, marker]
      if (f.type === 'email') return [f.name, `${marker}@example.com`]
      if (f.type === 'phone') return [f.name, '+62 811 000 111']
      if (f.type === 'select') return [f.name, f.options?.[0]?.value ?? '']
      if (f.type === 'checkbox') return [f.name, true]
      return [f.name, 'Load test']
    }),
  )
}

const ms = (n: number) => `${n} ms`
function printTable(title: string, rows: [string, string | number][]) {
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(`\n${title}`)
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`)
}

async function loadStaticPages() {
  const paths = await staticPaths()
  const result = await cannon({
    url: site,
    connections: staticConnections,
    duration: staticSeconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  })
  const failed = result.errors + result.timeouts + result.non2xx
  printTable(`Static pages: ${paths.join(' ')}, ${staticSeconds} s at ${staticConnections} connections`, [
    ['requests', result.requests.total],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', ms(result.latency.p50)],
    ['latency p99', ms(result.latency.p99)],
    ['latency max', ms(result.latency.max)],
    ['throughput (MB/s)', (result.throughput.average / 1024 / 1024).toFixed(1)],
    ['errors', result.errors],
    ['timeouts', result.timeouts],
    ['non-2xx', result.non2xx],
  ])
  return failed === 0
}

async function loadSubmissions() {
  const { Forms } = await gql<{ Forms: { docs: { id: number; fields: FormField[] }[] } }>(
    `{ Forms(where: { slug: { equals: "contact" } }, limit: 1) { docs { id fields { name type required options { value } } } } }`,
  )
  const form = Forms.docs[0]
  if (!form) throw new Error('The CMS has no form "contact" (is the demo content seeded?)')
  const run = `load-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`
  let sent = 0
  const graphqlErrors: string[] = []
  const statuses = new Map<number, number>()

  let clients = 0
  const submitRequest = (address: string): autocannon.Request => ({
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    setupRequest: (req) => {
      const marker = `${run}-${++sent}`
      const data = {
        form: form.id,
        data: answersFor(form.fields, marker),
        locale: 'en',
        page: '/experiment/',
        idempotencyKey: marker,
      }
      return { ...req, body: JSON.stringify({ operationName: 'SubmitForm', query: SUBMIT, variables: { data } }) }
    },
    onResponse: (status, body) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      try {
        const parsed = JSON.parse(body) as GraphQLBody<{ createFormSubmission: { id: number } | null }>
        if (parsed.errors?.length || !parsed.data?.createFormSubmission)
          graphqlErrors.push(parsed.errors?.[0]?.message ?? 'no data')
      } catch {
        graphqlErrors.push(`not JSON (HTTP ${status})`)
      }
    },
  })

  const result = await cannon({
    url: site,
    connections: submitConnections,
    amount: submissions,
    // A browser waits minutes for an answer; so does this (a give-up here would not be the server's failure).
    timeout: 120,
    requests: [submitRequest('192.0.2.0')],
    // One client address per connection (TEST-NET-1, RFC 5737).
    setupClient: (client) => client.setRequests([submitRequest(`192.0.2.${++clients}`)]),
  })

  // Counted by the demo administrator (submissions are readable by sales staff only), page by page.
  const token = await adminToken(site, settings)
  const markers: string[] = []
  for (let page = 1; ; page++) {
    const { FormSubmissions } = await gql<{
      FormSubmissions: { hasNextPage: boolean; docs: { idempotencyKey: string; data: Record<string, unknown> }[] }
    }>(
      `query($run: String!, $page: Int!) { FormSubmissions(where: { idempotencyKey: { like: $run } }, limit: 500, page: $page, sort: "id") { hasNextPage docs { idempotencyKey data } } }`,
      { run, page },
      token,
    )
    for (const doc of FormSubmissions.docs) {
      const marker = Object.values(doc.data).find(
        (v) => typeof v === 'string' && v.startsWith(`${run}-`) && !v.includes('@'),
      )
      markers.push(String(marker ?? doc.idempotencyKey))
    }
    if (!FormSubmissions.hasNextPage) break
  }
  const distinct = new Set(markers).size
  const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  const errorKinds = [...new Set(graphqlErrors)].slice(0, 3).join(' | ')
  printTable(`Form submissions: ${submissions} at ${submitConnections} connections (run ${run})`, [
    ['requests', result.requests.total],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', ms(result.latency.p50)],
    ['latency p99', ms(result.latency.p99)],
    ['latency max', ms(result.latency.max)],
    ['duration', `${result.duration.toFixed(1)} s`],
    ['clients (addresses)', clients],
    ['HTTP statuses', [...statuses].map(([s, c]) => `${s}: ${c}`).join(', ')],
    ['429 (rate limited)', statuses.get(429) ?? 0],
    ['5xx', serverErrors],
    ['connection errors', result.errors],
    ['timeouts (120 s)', result.timeouts],
    ['GraphQL errors', graphqlErrors.length ? `${graphqlErrors.length} (${errorKinds})` : 0],
    ['stored (counted as editor)', markers.length],
    ['distinct markers stored', distinct],
    ['duplicates', markers.length - distinct],
  ])
  return (
    markers.length === submissions &&
    distinct === submissions &&
    serverErrors === 0 &&
    !statuses.get(429) &&
    graphqlErrors.length === 0 &&
    result.errors + result.timeouts === 0
  )
}

async function main() {
  console.log(`Load on ${site}, ${new Date().toISOString()}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`)
  const pagesOk = await loadStaticPages()
  const formsOk = await loadSubmissions()
  console.log(`\n${pagesOk ? '✔' : '✖'} static pages: ${pagesOk ? 'no errors' : 'some requests failed'}`)
  console.log(
    `${formsOk ? '✔' : '✖'} form submissions: ${formsOk ? `all ${submissions} stored exactly once` : 'not every submission was stored exactly once'}`,
  )
  if (!pagesOk || !formsOk) process.exit(1)
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
