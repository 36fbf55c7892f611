import { cmsSettings } from '../settings'
import { multipartLimit } from '@lestari/model/settings'
import { badRequest } from '../utilities/responses'

/**
 * The largest request body the CMS's API routes accept, for callers who reach the CMS directly as
 * much as for those who come through the site server. A larger body is answered with 413 before
 * Payload reads it: at once when Content-Length says so, otherwise (a chunked body) as soon as the
 * bytes counted on the stream pass the limit, so no more than the limit is ever held in memory.
 */
const megabyte = 1024 * 1024

/** JSON bodies and uploaded files, the same limits as the site server's (@lestari/model/settings); Payload's `upload.limits.fileSize` is the upload limit. */
export const uploadLimits = cmsSettings.bodyLimits

export const bodyLimitFor = (contentType: string | null) =>
  /^multipart\/form-data\b/i.test(contentType ?? '') ? multipartLimit(uploadLimits) : uploadLimits.maxBodyBytes

const inWords = (bytes: number) => (bytes % megabyte === 0 ? `${bytes / megabyte} MB` : `${bytes} bytes`)

export const tooLarge = (limit: number) =>
  Response.json(
    { errors: [{ message: `The request body is larger than ${inWords(limit)}, the most this API accepts.` }] },
    { status: 413 },
  )

/**
 * The request unchanged when its declared length is within the limit; a copy with the body read
 * into memory when it has no declared length and stayed within the limit; a 413 otherwise.
 */
export async function boundedRequest(request: Request): Promise<Request | Response> {
  if (!request.body) return request
  const limit = bodyLimitFor(request.headers.get('content-type'))
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim())) return Number(declared) > limit ? tooLarge(limit) : request
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return tooLarge(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(size))
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}

/** What is wrong with a text that should be JSON of an object or a list (a document, a GraphQL request), if anything. */
const jsonProblem = (text: string, what: string) => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return `${what} is not valid JSON.`
  }
  return typeof value === 'object' && value !== null ? undefined : `${what} is not a JSON object.`
}

/**
 * A 400 for a body Payload would read into a 500, null for any other: a multipart body that cannot
 * be read as a form (no boundary, another boundary than the one declared, a part cut short), or
 * whose `_payload` part (the document) is not JSON of an object; a JSON body (`application/json`,
 * as Payload tells it) that is not JSON of an object or a list (`null`, `1`, `{bad`). The body is
 * read from a copy, within the limit boundedRequest checked.
 */
export async function unreadableBody(request: Request): Promise<Response | null> {
  if (!request.body) return null
  const type = request.headers.get('content-type') ?? ''
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return badRequest('The request body is not a readable multipart/form-data form (check its boundary).')
    }
    const document = form.get('_payload')
    const problem = typeof document === 'string' ? jsonProblem(document, "The form's _payload part") : undefined
    return problem ? badRequest(problem) : null
  }
  if (type.split(';', 1)[0] !== 'application/json') return null
  const text = await request.clone().text()
  const problem = text ? jsonProblem(text, 'The request body') : undefined
  return problem ? badRequest(problem) : null
}

/** Wraps a route handler so its request body is bounded first (see boundedRequest), and readable (unreadableBody). */
export function limitBody<Context>(handler: (request: Request, context: Context) => Promise<Response> | Response) {
  return async (request: Request, context: Context): Promise<Response> => {
    const bounded = await boundedRequest(request)
    if (bounded instanceof Response) return bounded
    return (await unreadableBody(bounded)) ?? handler(bounded, context)
  }
}
