/** The shape of cms/src/access/report.ts's output (no imports, so the tests can use it without loading the CMS). */
export type Verdict = 'yes' | 'no' | { where: unknown } | { error: string }
export type OperationReport = {
  anonymous: Verdict
  visitor: Verdict
  /** explicit: a rule of its own (the project's, or one Payload gives its own collection), not the any-signed-in default. */
  source: 'explicit' | 'payload-default' | 'missing'
}
export type CollectionReport = {
  slug: string
  /** The GraphQL names Payload derives; `enabled` false: the collection has no GraphQL at all. */
  graphQL: { singular: string; plural: string; enabled: boolean }
  /** false: Payload gives the collection no REST routes at all. */
  rest: boolean
  auth: boolean
  versions: boolean
  drafts: boolean
  access: Record<string, OperationReport>
}
export type GlobalReport = Omit<CollectionReport, 'auth' | 'rest' | 'graphQL'> & {
  graphQL: { name: string; enabled: boolean }
}
export type AccessReport = {
  /** The id of the pretend visitor: a constraint naming it means "own documents only". */
  visitorID: number
  collections: CollectionReport[]
  globals: GlobalReport[]
  jobs: Record<string, OperationReport>
}
