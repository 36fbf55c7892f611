import type { Access, Endpoint, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { runEndpointUnderLock } from '../jobs/runner'
import { forbidden, isStaff, isTeamMember, nobody, teamOnly } from './index'

/**
 * Access rules for the collections Payload adds to the config itself. Their defaults let any
 * signed-in account in, and visitors of the site have accounts in `users`, the admin's collection:
 *
 * - payload-locked-documents (which account edits which document): Payload lets any signed-in
 *   account read, create, change and delete locks, so a visitor could see who edits what and make
 *   the admin show documents as being edited by someone else. The admin's users only (administrators, editors, sales); the admin locks
 *   documents for its editors.
 * - payload-preferences (the admin's remembered columns, tabs and open groups): any signed-in
 *   account may create them, and its own `/api/payload-preferences/:key` routes store whatever JSON
 *   a caller sends, under any key, without asking the collection's access. The admin's users only, each their
 *   own as Payload has it; the routes refuse everyone else.
 * - payload-migrations (the applied database migrations): no REST or GraphQL, but the default
 *   access (any signed-in account) stands for any other way in. Nobody; `payload migrate` writes
 *   through the database adapter.
 * - payload-jobs: its collection refuses everyone already; who may run, queue and cancel jobs is
 *   `jobs.access` in the config (`jobsAccess` below). Its `/run` endpoint runs under the job
 *   runner's lock (cms/src/jobs/runner.ts), so a job never runs twice at once.
 *
 * The key-value store (payload-kv) refuses everyone already. Payload adds these collections while
 * it sanitizes the config, after every plugin has run, so the rules go onto the sanitized config:
 * `export default withInternalAccess(buildConfig({...}))`.
 */

/** Payload's own rule, for the admin's users (administrators, editors, sales) only. */
const forTeam =
  (own: Access | undefined): Access =>
  (args) =>
    isTeamMember(args.req) ? (own ? own(args) : true) : false

const refuseUnlessTeam = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req: PayloadRequest) => (isTeamMember(req) ? endpoint.handler(req) : forbidden()),
})

const rules: Record<string, (c: SanitizedCollectionConfig) => void> = {
  'payload-locked-documents': (c) => {
    c.access = { ...c.access, create: teamOnly, read: teamOnly, update: teamOnly, delete: teamOnly }
  },
  'payload-preferences': (c) => {
    const own = c.access
    c.access = {
      ...own,
      create: forTeam(own.create),
      read: forTeam(own.read),
      update: forTeam(own.update),
      delete: forTeam(own.delete),
    }
    if (c.endpoints) c.endpoints = c.endpoints.map(refuseUnlessTeam)
  },
  'payload-jobs': (c) => {
    if (c.endpoints) c.endpoints = c.endpoints.map((e) => (e.path === '/run' ? runEndpointUnderLock(e) : e))
  },
  'payload-migrations': (c) => {
    c.access = { ...c.access, create: nobody, read: nobody, update: nobody, delete: nobody }
  },
}

export async function withInternalAccess(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) rules[collection.slug]?.(collection)
  return config
}

/** Running, queueing and cancelling jobs (`/api/payload-jobs/run` among others): staff only, not any signed-in account. */
const staffJob = ({ req }: { req: PayloadRequest }) => isStaff(req)
export const jobsAccess = { run: staffJob, queue: staffJob, cancel: staffJob }
