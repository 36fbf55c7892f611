import crypto from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { RequestHandler } from 'express'
import type { siteHeaders } from './security-headers'

/**
 * Host names under `.localhost` reach this machine, as browsers resolve them (RFC 6761), so a
 * local bucket's website address (`<bucket>.s3-website.localhost`) needs no DNS entry.
 */
const lookup: LookupFunction = (hostname, options, callback) =>
  dns.lookup(hostname.endsWith('.localhost') ? 'localhost' : hostname, options, callback)

/**
 * What a browser's request tells the origin, and what of the origin's answer reaches the browser.
 * Not the browser's conditions (If-None-Match...): a 304 from the origin would carry no document
 * to take the page's policy from, and the browser keeps the headers of a 304 with its copy. The
 * server answers them itself, from the origin's ETag and Last-Modified.
 */
const askedOfOrigin = ['accept', 'range']
const toldByOrigin = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'location',
  'accept-ranges',
  'content-range',
]

/**
 * The site's files read from another origin (the site bucket's website address) instead of a
 * folder: the site server then stands where a CDN would, in front of the bucket, with the CMS
 * behind the same origin. The origin's status, caching headers and redirects pass through; HTML
 * documents get the policy of their own inline scripts as from the folder (security-headers.ts).
 */
export function filesFromOrigin(origin: string, security: ReturnType<typeof siteHeaders>): RequestHandler {
  const base = new URL(origin)
  const client = base.protocol === 'https:' ? https : http
  const agent = new client.Agent({ keepAlive: true, timeout: 4000 })
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const headers = Object.fromEntries(
      askedOfOrigin.flatMap((name) => (req.headers[name] ? [[name, req.headers[name]]] : [])),
    )
    const asked = client.request(
      new URL(req.originalUrl, base),
      { method: req.method, agent, lookup, headers },
      (answer) => {
        res.status(answer.statusCode ?? 502)
        for (const name of toldByOrigin) {
          const value = answer.headers[name]
          if (value !== undefined) res.setHeader(name, value)
        }
        const isHtml = /^text\/html/.test(answer.headers['content-type'] ?? '')
        if (!isHtml || req.method === 'HEAD') {
          if (!req.fresh) return answer.pipe(res)
          answer.resume()
          return res.status(304).end()
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('error', next)
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const version = answer.headers.etag ?? crypto.createHash('md5').update(body).digest('hex')
          security.html(res, `origin ${version}`, version, () => body.toString('utf8'))
          if (req.fresh) res.status(304).end()
          else res.end(body)
        })
      },
    )
    asked.on('error', next)
    asked.end()
  }
}
