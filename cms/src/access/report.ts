/**
 * What the final Payload config lets an anonymous caller and a visitor do, for every collection
 * (Payload's own included: jobs, locked documents, preferences, migrations, key-value...) and
 * every global, printed as one line of JSON for tests/e2e/access-matrix.spec.ts:
 *
 *   node --import tsx src/access-report.ts        (from cms/, with PAYLOAD_SECRET and DATABASE_URI set)
 *
 * It builds the config exactly as the CMS does (plugins and Payload's sanitizing included), without
 * connecting to the database, and calls each access function with an anonymous request and with a
 * visitor's. Each answer is 'yes', 'no', or the query constraint the function returned. An access
 * function that is missing (Payload then lets any signed-in account through) or that is Payload's
 * default one (any signed-in account) is named as such.
 */
import type { Access, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { formatNames, toWords } from 'payload'
import type { AccessReport, CollectionReport, GlobalReport, OperationReport, Verdict } from './report-types'

/** The id the report gives its pretend visitor, so that an "own documents only" constraint can be recognised. */
const reportVisitorID = 987654321

// Payload's default access (payload/dist/auth/defaultAccess.js, not exported): any signed-in account.
const payloadDefaultSource = /^\(\{\s*req:\s*\{\s*user\s*\}\s*\}\)\s*=>\s*Boolean\(user\)$/

const fakeRequest = (payloadConfig: SanitizedConfig, user: Record<string, unknown> | null) =>
  ({
    user,
    payloadAPI: 'REST',
    headers: new Headers(),
    query: {},
    context: {},
    payload: { config: payloadConfig },
    t: (key: string) => key,
  }) as unknown as PayloadRequest

async function verdict(fn: Access | undefined, req: PayloadRequest): Promise<Verdict> {
  // Payload's executeAccess: without a function, any signed-in account may.
  if (!fn) return req.user ? 'yes' : 'no'
  try {
    const result = await fn({ req } as Parameters<Access>[0])
    if (result === true) return 'yes'
    if (!result) return 'no'
    return { where: result }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

async function operations(payloadConfig: SanitizedConfig, access: Record<string, unknown>, names: string[]) {
  const anonymous = fakeRequest(payloadConfig, null)
  const visitor = fakeRequest(payloadConfig, {
    id: reportVisitorID,
    collection: 'users',
    roles: ['visitor'],
    email: 'report@example.com',
  })
  const out: Record<string, OperationReport> = {}
  for (const name of names) {
    const fn = access[name] as Access | undefined
    out[name] = {
      anonymous: await verdict(fn, anonymous),
      visitor: await verdict(fn, visitor),
      source: !fn ? 'missing' : payloadDefaultSource.test(String(fn).trim()) ? 'payload-default' : 'explicit',
    }
  }
  return out
}

/** The GraphQL names @payloadcms/graphql gives a collection (schema/initCollections.js), also when it has none. */
function graphQLNames(collection: SanitizedCollectionConfig) {
  const graphQL = collection.graphQL || undefined
  const fromSlug = formatNames(collection.slug)
  const singular = graphQL?.singularName ? toWords(graphQL.singularName, true) : fromSlug.singular
  let plural = graphQL?.pluralName ? toWords(graphQL.pluralName, true) : fromSlug.plural
  if (singular === plural) plural = `all${singular}`
  return { singular, plural, enabled: collection.graphQL !== false }
}

export async function accessReport(payloadConfig: SanitizedConfig): Promise<AccessReport> {
  const collections: CollectionReport[] = []
  for (const c of payloadConfig.collections) {
    const versions = Boolean(c.versions)
    const names = [
      'create',
      'read',
      'update',
      'delete',
      ...(versions ? ['readVersions'] : []),
      ...(c.auth ? ['admin', 'unlock'] : []),
    ]
    collections.push({
      slug: c.slug,
      graphQL: graphQLNames(c),
      rest: c.endpoints !== false,
      auth: Boolean(c.auth),
      versions,
      drafts: Boolean(c.versions && c.versions.drafts),
      access: await operations(payloadConfig, c.access, names),
    })
  }
  const globals: GlobalReport[] = []
  for (const g of payloadConfig.globals) {
    const versions = Boolean(g.versions)
    globals.push({
      slug: g.slug,
      // @payloadcms/graphql (schema/initGlobals.js): the configured name, else the slug's words in the singular.
      graphQL: { name: (g.graphQL || undefined)?.name || formatNames(g.slug).singular, enabled: g.graphQL !== false },
      versions,
      drafts: Boolean(g.versions && g.versions.drafts),
      access: await operations(payloadConfig, g.access, ['read', 'update', ...(versions ? ['readVersions'] : [])]),
    })
  }
  const jobs = await operations(payloadConfig, payloadConfig.jobs?.access ?? {}, ['run', 'queue', 'cancel'])
  return { visitorID: reportVisitorID, collections, globals, jobs }
}

if (process.argv[1] && /access[/\\]report\.ts$/.test(process.argv[1])) {
  const { default: config } = await import('../payload.config')
  console.log(JSON.stringify(await accessReport(await config)))
  process.exit(0)
}
