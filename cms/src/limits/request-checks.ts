import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type SanitizedConfig,
} from 'payload'
import { beforeEveryOperation } from './every-collection'

/**
 * Requests that Payload would answer with a 500 (a database error for a value it passes on
 * unchecked) are answered with a 4xx and a short message instead, for REST and GraphQL alike
 * (the REST routes' own checks: checkRestRequests below):
 * - a document id that is not a whole number (`/api/posts/abc`): 404, as for an id that does not exist;
 * - a filter whose value the database cannot compare: a date that is not a date, a number that is
 *   not a number, or a place filter (`near`, `within`, `intersects`) on a field that is not a point.
 */

const placeOperators = new Set(['near', 'within', 'intersects'])
const comparisons = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

/** The field a filter path names (`publishedAt`, `meta.description`), through groups; undefined past a relation. */
function fieldAt(fields: FlattenedField[], path: string): FlattenedField | undefined {
  const [name, ...rest] = path.split('.')
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field || !rest.length) return field
  return field.type === 'group' ? fieldAt(field.flattenedFields, rest.join('.')) : undefined
}

const isDate = (value: unknown) =>
  (value instanceof Date || typeof value === 'string' || typeof value === 'number') &&
  !Number.isNaN(new Date(value).getTime())
const isNumber = (value: unknown) => value !== '' && value !== null && Number.isFinite(Number(value))

/** What is wrong with one filter of a `where`, or undefined when the database can run it. */
export function filterProblem(
  fields: FlattenedField[],
  path: string,
  operator: string,
  value: unknown,
): string | undefined {
  const field = fieldAt(fields, path)
  if (placeOperators.has(operator) && field?.type !== 'point')
    return `The "${operator}" filter works only on a point field; ${path} is not one.`
  if (!field || !comparisons.has(operator) || value === null || value === undefined) return undefined
  const values = Array.isArray(value) ? value : [value]
  if (field.type === 'date' && !values.every(isDate))
    return `${path} is a date: "${operator}" needs a date such as 2026-11-26.`
  if (field.type === 'number' && !values.every(isNumber)) return `${path} is a number: "${operator}" needs a number.`
  return undefined
}

/** The first problem of a whole `where` (its `and` and `or` lists included). */
export function whereProblem(fields: FlattenedField[], where: unknown): string | undefined {
  if (!where || typeof where !== 'object') return undefined
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const inner of condition) {
        const problem = whereProblem(fields, inner)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = filterProblem(fields, key, operator, value)
      if (problem) return problem
    }
  }
  return undefined
}

const wholeNumber = /^\d{1,15}$/

const checkRequest: CollectionBeforeOperationHook = ({ args, collection }) => {
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (id !== undefined && id !== null && !wholeNumber.test(String(id))) throw new NotFound()
  const problem = whereProblem(collection.flattenedFields, where)
  if (problem) throw new APIError(problem, 400, { code: 'INVALID_FILTER' }, true)
  return args
}

/** Checks ids and filters of every collection's operations before anything reaches the database. */
export const requestChecksPlugin = beforeEveryOperation(checkRequest)

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** A REST path's segments as Payload's router matches them: decoded, in lower case. */
const segmentsOf = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase()
      } catch {
        return segment.toLowerCase()
      }
    })

/**
 * What the REST routes answer before Payload does, where Payload would answer with a 500:
 * - the versions of a collection that keeps none (`/api/users/versions`): Payload's router has a
 *   versions route for every collection, and the database has no table for it: 404;
 * - an uploaded file's address (`/api/media/file/<name>`) that names no stored file: a name it
 *   cannot look up (a NUL byte), or a file missing from the store: 404.
 */
export function checkRestRequests(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return <Context>(handler: (request: Request, context: Context) => Promise<Response> | Response) =>
    async (request: Request, context: Context): Promise<Response> => {
      const [api, slug, route] = segmentsOf(new URL(request.url).pathname)
      if (api !== 'api' || !slug) return handler(request, context)
      if (route === 'versions') {
        const collection = (await config).collections.find((c) => c.slug === slug)
        if (collection && !collection.versions) return notFound()
      }
      if (route !== 'file') return handler(request, context)
      if (new URL(request.url).pathname.includes('%00')) return notFound()
      const response = await handler(request, context)
      return response.status === 500 ? notFound() : response
    }
}
