import {
  APIError,
  NotFound,
  ValidationError,
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
 * - a document whose text holds a NUL character, which the database would store cut short there: 400,
 *   as an error of the field that holds it;
 * - a filter whose value the database cannot compare: a date that is not a date, a number (or a
 *   document id, or a relation's) that is not a number, a list or an object where one value is
 *   compared, or a place filter (`near`, `within`, `intersects`) on a field that is not a point.
 */

const placeOperators = new Set(['near', 'within', 'intersects'])
/** Operators that compare with one value. */
const comparisons = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
/** Operators that compare with a list (an array, or a string of values separated by commas). */
const listOperators = new Set(['in', 'not_in', 'all'])

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
const isNumber = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && value !== '' && Number.isFinite(Number(value))
const isScalar = (value: unknown) => value === null || typeof value !== 'object' || value instanceof Date

/**
 * What a filter on this path compares: dates, numbers, or ids (a document's own id, or a relation
 * to one collection: every collection has numeric ids); undefined when the database takes any value.
 */
function comparedAs(fields: FlattenedField[], path: string): 'date' | 'number' | 'id' | undefined {
  if (path === 'id') return 'id'
  const field = fieldAt(fields, path)
  if (field?.type === 'date') return 'date'
  if (field?.type === 'number') return 'number'
  if ((field?.type === 'relationship' || field?.type === 'upload') && !Array.isArray(field.relationTo)) return 'id'
  return undefined
}

/** What is wrong with one filter of a `where`, or undefined when the database can run it. */
export function filterProblem(
  fields: FlattenedField[],
  path: string,
  operator: string,
  value: unknown,
): string | undefined {
  if (placeOperators.has(operator) && fieldAt(fields, path)?.type !== 'point')
    return `The "${operator}" filter works only on a point field; ${path} is not one.`
  const list = listOperators.has(operator)
  if ((!list && !comparisons.has(operator)) || value === null || value === undefined) return undefined
  const kind = comparedAs(fields, path)
  const polymorphic = kind === undefined && fieldAt(fields, path)?.type === 'relationship'
  if (!list && !isScalar(value) && !polymorphic) return `"${operator}" on ${path} compares with one value, not a list.`
  const values: unknown[] = !list ? [value] : typeof value === 'string' ? value.split(',') : [value].flat()
  if (list && !values.every(isScalar)) return `"${operator}" on ${path} needs a list of values.`
  if (kind === 'date' && !values.every((v) => v === null || isDate(v)))
    return `${path} is a date: "${operator}" needs ${list ? 'dates' : 'a date'} such as 2026-11-26.`
  if (kind === 'number' && !values.every((v) => v === null || isNumber(v)))
    return `${path} is a number: "${operator}" needs ${list ? 'numbers' : 'a number'}.`
  if (kind === 'id' && !values.every((v) => v === null || isNumber(v)))
    return `${path} holds document ids: "${operator}" needs ${list ? 'ids' : 'an id'} (whole numbers).`
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

/**
 * The path (`name`, `answers.0.value.1`) of the first string of a value that holds a NUL character
 * (the database would cut the text there), '' for the value itself, or undefined when none does.
 */
export function nulPath(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined
  if (!value || typeof value !== 'object' || depth > 20) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const path = nulPath(inner, depth + 1)
    if (path !== undefined) return path ? `${key}.${path}` : key
  }
  return undefined
}

const checkRequest: CollectionBeforeOperationHook = ({ args, collection }) => {
  const { id, where, data } = args as { id?: unknown; where?: unknown; data?: unknown }
  if (id !== undefined && id !== null && !wholeNumber.test(String(id))) throw new NotFound()
  const nul = nulPath(data)
  if (nul !== undefined)
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: nul || 'data', message: 'Text may not contain a NUL character (\\u0000).' }],
    })
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
