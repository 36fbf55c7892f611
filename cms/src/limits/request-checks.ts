import {
  APIError,
  NotFound,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type FlattenedField,
  type SanitizedConfig,
} from 'payload'
import { textOperators } from '@lestari/model/client-limits'
import { beforeEveryOperation } from './every-collection'
import { badRequest } from '../utilities/responses'

/**
 * Requests that Payload would answer with a 500 (a database error for a value it passes on
 * unchecked) are answered with a 4xx and a short message instead, for REST and GraphQL alike
 * (the REST routes' own checks: checkRestRequests below):
 * - a document id that is not a whole number the database's ids can hold (`/api/posts/abc`): 404,
 *   as for an id that does not exist;
 * - a create or an update without a document (a body Payload does not read), or with a number or a
 *   list where a text or a select's option goes: 400, as an error of that field;
 * - a document whose text holds a NUL character, which the database would store cut short there: 400,
 *   as an error of the field that holds it;
 * - a filter whose value the database cannot compare: text with a NUL character, a date that is
 *   not a date, a number that is not a number, a document id (its own, or a relation's, also
 *   through a relation: `heroImage.id`) that is not a whole number, a list or an object where one
 *   value is compared, a place filter (`near`, `within`, `intersects`) on a field that is not a
 *   point, `all` on a field that holds one value, or a select's value that is not one of its
 *   options, or searched as text.
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

/** The fields of a collection by its slug, for filter paths that go through a relation (`heroImage.id`). */
export type FieldsOf = (slug: string) => FlattenedField[] | undefined
const noRelations: FieldsOf = () => undefined

/**
 * What a filter path names (`publishedAt`, `meta.description`, `heroImage.id`, `project.title`): a
 * field, through groups, arrays and relations to one collection, or 'id' for a document's id;
 * undefined when the path names nothing known.
 */
function fieldAt(
  fields: FlattenedField[],
  path: string,
  fieldsOf: FieldsOf,
  hops = 0,
): FlattenedField | 'id' | undefined {
  const [name, ...rest] = path.split('.')
  if (name === 'id' && !rest.length) return 'id'
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field || !rest.length) return field
  const inner =
    'flattenedFields' in field
      ? field.flattenedFields
      : (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && hops < 4
        ? fieldsOf(field.relationTo)
        : undefined
  return inner ? fieldAt(inner, rest.join('.'), fieldsOf, hops + 1) : undefined
}

const isDate = (value: unknown) =>
  (value instanceof Date || typeof value === 'string' || typeof value === 'number') &&
  !Number.isNaN(new Date(value).getTime())
const isNumber = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && value !== '' && Number.isFinite(Number(value))
const isScalar = (value: unknown) => value === null || typeof value !== 'object' || value instanceof Date
/** A document id: a whole number the databases' integer ids can hold (PostgreSQL's are 32-bit). */
const isId = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') &&
  /^-?\d{1,10}$/.test(String(value)) &&
  Math.abs(Number(value)) <= 2 ** 31 - 1

/**
 * What a filter on this path compares: dates, numbers, or ids (a document's own id, or a relation
 * to one collection: every collection has numeric ids); undefined when the database takes any value.
 */
function comparedAs(field: FlattenedField | 'id' | undefined): 'date' | 'number' | 'id' | undefined {
  if (field === 'id') return 'id'
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
  fieldsOf: FieldsOf = noRelations,
): string | undefined {
  if (nulPath(value) !== undefined) return `A filter may not contain a NUL character (\\u0000); ${path} has one.`
  const field = fieldAt(fields, path, fieldsOf)
  if (placeOperators.has(operator) && (field === 'id' || field?.type !== 'point'))
    return `The "${operator}" filter works only on a point field; ${path} is not one.`
  if (operator === 'all' && !(typeof field === 'object' && 'hasMany' in field && field.hasMany))
    return `The "all" filter works only on a field that holds several values; ${path} does not.`
  // PostgreSQL keeps a select's value as an enum: no text search, and no value outside its options.
  const options = typeof field === 'object' && field.type === 'select' ? optionValues(field.options) : undefined
  if (options && textOperators.has(operator))
    return `${path} is one of its options: "${operator}" does not search it (use "equals" or "in").`
  const list = listOperators.has(operator)
  if ((!list && !comparisons.has(operator)) || value === null || value === undefined) return undefined
  const kind = comparedAs(field)
  const polymorphic = field !== 'id' && field?.type === 'relationship' && kind === undefined
  if (!list && !isScalar(value) && !polymorphic) return `"${operator}" on ${path} compares with one value, not a list.`
  const values: unknown[] = !list ? [value] : typeof value === 'string' ? value.split(',') : [value].flat()
  if (list && !values.every(isScalar)) return `"${operator}" on ${path} needs a list of values.`
  if (kind === 'date' && !values.every((v) => v === null || isDate(v)))
    return `${path} is a date: "${operator}" needs ${list ? 'dates' : 'a date'} such as 2026-11-26.`
  if (kind === 'number' && !values.every((v) => v === null || isNumber(v)))
    return `${path} is a number: "${operator}" needs ${list ? 'numbers' : 'a number'}.`
  if (kind === 'id' && !values.every((v) => v === null || isId(v)))
    return `${path} holds document ids: "${operator}" needs ${list ? 'ids' : 'an id'} (whole numbers).`
  if (options && !values.every((v) => v === null || options.includes(String(v))))
    return `${path} is one of ${options.join(', ')}: "${operator}" needs ${list ? 'those' : 'one of those'}.`
  return undefined
}

const optionValues = (options: readonly (string | { value: string })[]) =>
  options.map((option) => (typeof option === 'string' ? option : option.value))

/** The first problem of a whole `where` (its `and` and `or` lists included). */
export function whereProblem(
  fields: FlattenedField[],
  where: unknown,
  fieldsOf: FieldsOf = noRelations,
): string | undefined {
  if (!where || typeof where !== 'object') return undefined
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const inner of condition) {
        const problem = whereProblem(fields, inner, fieldsOf)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = filterProblem(fields, key, operator, value, fieldsOf)
      if (problem) return problem
    }
  }
  return undefined
}

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

const textTypes = new Set(['text', 'textarea', 'email', 'code', 'select'])

/**
 * The first top-level value of a document sent to the API that should be text and is not (or a list
 * of texts, for a `hasMany` one): Payload's own rules pass other types through (a select took the
 * number 7 and stored "7.0"), and an account's password and email are hashed or lower-cased before
 * those rules run. Localized fields are left out: written for every locale at once, they are objects.
 */
export function notTextPath(fields: FlattenedField[], data: Record<string, unknown>, auth = false): string | undefined {
  const isText = (value: unknown) => typeof value === 'string'
  if (auth)
    for (const name of ['email', 'password', 'username'])
      if (data[name] !== undefined && data[name] !== null && !isText(data[name])) return name
  for (const field of fields) {
    if (!('name' in field) || !textTypes.has(field.type) || ('localized' in field && field.localized)) continue
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const many = 'hasMany' in field && field.hasMany
    if (!isText(value) && !(many && Array.isArray(value) && value.every(isText))) return field.name
  }
  return undefined
}

const checkRequest: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const { id, where, data } = args as { id?: unknown; where?: unknown; data?: unknown }
  if (id !== undefined && id !== null && !isId(String(id))) throw new NotFound()
  // A body Payload does not read as a document (text/plain, a form without _payload) leaves none.
  if ((operation === 'create' || operation === 'update') && (typeof data !== 'object' || data === null))
    throw new APIError(
      'The request holds no document: send it as JSON (application/json), or as the _payload part of a multipart form.',
      400,
      { code: 'NO_DOCUMENT' },
      true,
    )
  const notText =
    req.payloadAPI !== 'local' && data && typeof data === 'object'
      ? notTextPath(collection.flattenedFields, data as Record<string, unknown>, Boolean(collection.auth))
      : undefined
  if (notText)
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: notText, message: `${notText} is text.` }],
    })
  const nul = nulPath(data)
  if (nul !== undefined)
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: nul || 'data', message: 'Text may not contain a NUL character (\\u0000).' }],
    })
  const problem = whereProblem(
    collection.flattenedFields,
    where,
    (slug) => req.payload.collections[slug as CollectionSlug]?.config.flattenedFields,
  )
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
 * What is wrong with the query parameters, if anything: `limit`, `page` and `depth` must be whole
 * numbers (the database takes `limit=2.5` or `page=-1` as it comes, and fails), and `where` and
 * `data` written whole are read as JSON (`where={…}`; `where[id][in]=1` is read by qs instead).
 */
export function queryParamProblem(params: URLSearchParams): string | undefined {
  for (const name of ['limit', 'page', 'depth']) {
    const value = params.get(name)
    if (value !== null && value !== '' && !/^\d{1,9}$/.test(value))
      return `${name} must be a whole number, such as ${name}=${name === 'page' ? 2 : 1}.`
  }
  if (params.get('page') === '0') return 'page counts from 1.'
  for (const name of ['where', 'data']) {
    const value = params.get(name)
    if (!value) continue
    try {
      JSON.parse(value)
    } catch {
      return `The ${name} parameter is not valid JSON: write it as ${name}[field][operator]=value, or as JSON.`
    }
  }
  return undefined
}

/** The query parameters of a REST request: its URL's, or the body of a POST that asks to be read as a GET. */
async function paramsOf(request: Request): Promise<URLSearchParams> {
  const override =
    request.headers.get('x-http-method-override') ?? request.headers.get('x-payload-http-method-override')
  if (
    request.method === 'POST' &&
    override === 'GET' &&
    request.headers.get('content-type') === 'application/x-www-form-urlencoded'
  )
    return new URLSearchParams(await request.clone().text())
  return new URL(request.url).searchParams
}

/**
 * What the REST routes answer before Payload does, where Payload would answer with a 500:
 * - a `limit`, `page` or `depth` that is not a whole number, or a `where` or `data` written whole
 *   that is not JSON, in the query or a method override's body: 400;
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
      const problem = queryParamProblem(await paramsOf(request))
      if (problem) return badRequest(problem)
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
