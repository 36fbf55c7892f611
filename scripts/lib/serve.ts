import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express, { type Response } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import type pino from 'pino'
import type { BuildStatus } from './builder'
import { proxySecretHeader } from '@lestari/server-kit/client-address'
import { redisOrNull } from '@lestari/server-kit/redis'
import { bodyLimitsFrom, mapTileURLFrom, type BodyLimits } from '@lestari/model/settings'
import { requestIdHeader } from '@lestari/server-kit/request-log'
import { siteHealth } from './health'
import { clientRateLimits, forwardBody, readAPIRequest, refuseUnreadableAddress, sendAPIError } from './limits'
import { siteRedirects } from './redirects'
import { filesFromOrigin } from './static-origin'
import { requestLog, siteLogger } from './request-log'
import { cmsHeaders, siteHeaders } from './security-headers'
import type { TrustProxy } from './settings'
import { sameSecret, siteBuildSecretHeader } from '@lestari/server-kit/secret'

/** Paths the CMS answers on the site's own origin: its API (GraphQL, REST, media) and admin. */
export const cmsPaths = ['/api', '/admin', '/_next']

const revalidate = 'public, max-age=0, must-revalidate'
const immutable = 'public, max-age=31536000, immutable'

/**
 * Gatsby's recommended caching: HTML, page data, the manifest and the service worker are
 * revalidated on every visit; hashed JS/CSS, /static/ files and the release's copies of the CMS's
 * uploads (/media/ and /files/, named by their content: plugins/gatsby-source-cms/release-files.ts)
 * are cached for a year.
 */
export const cacheControlFor = (urlPath: string): string => {
  if (urlPath === '/sw.js') return revalidate
  if (/^\/(static|media|files)\//.test(urlPath)) return immutable
  if (/\.(js|css)$/.test(urlPath)) return immutable
  return revalidate
}

/**
 * The CMS's uploaded pictures and files (it sends them with no caching header at all). A new
 * upload never reuses the name of a file that exists, so a day, then a week of serving the kept
 * copy while fetching it again, is safe.
 */
export const uploadCacheControl = 'public, max-age=86400, stale-while-revalidate=604800'
const uploadFile = /^\/api\/(media|files)\/file\//

/** The not-found page of the language a path belongs to. */
export const notFoundFile = (publicDir: string, urlPath: string) => {
  const localized = path.join(publicDir, 'id', '404', 'index.html')
  return urlPath.startsWith('/id/') && fs.existsSync(localized) ? localized : path.join(publicDir, '404.html')
}

export type ServeOptions = {
  publicDir: string
  cmsURL: string
  port: number
  host?: string
  /** Older builds that still answer for hashed assets pages already open in a browser may ask for. */
  olderBuilds?: () => string[]
  /**
   * The build worker the CMS asks for builds after a publish (embedded default of `npm start`): a
   * SiteBuilder, or with Redis the shared build queue (scripts/lib/shared-builds.ts).
   */
  builder?: { worker: BuildWorker; secret: string }
  /** The map's tile server (its origin is allowed for images); GATSBY_MAP_TILE_URL by default. */
  mapTileURL?: string
  /** The site's public address: an https one makes every response ask browsers for HTTPS only (HSTS). */
  siteURL?: string
  /** Which proxies in front may name the client's address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy
  /** Sent to the CMS with the client address, which it believes only with this secret (SITE_PROXY_SECRET). */
  proxySecret?: string
  /** The largest bodies and uploads sent on to the CMS, the CMS's own (CMS_MAX_BODY_BYTES, CMS_MAX_UPLOAD_BYTES by default). */
  bodyLimits?: BodyLimits
  /**
   * Where the site's files come from instead of `publicDir` (SITE_STATIC_ORIGIN): the site bucket's
   * website address, which then also answers the redirects and not-found pages (scripts/lib/bucket.ts).
   */
  staticOrigin?: string
  /** Aborted when the server is stopping: health answers 503 and responses close their connection. */
  shutdown?: AbortSignal
  /** One JSON line per request (scripts/lib/request-log.ts); standard output at LOG_LEVEL by default. */
  logger?: pino.Logger
  /** SITE_BUILD_SECRET, which shows the health checks' details; the build worker's own by default. */
  secret?: string
  /** Redis (REDIS_URL), where every site server counts the limits per client together; none: this process's memory. */
  redisURL?: string
}

/** What the build endpoint asks of a build worker. */
export type BuildWorker = {
  request(reason: string): Promise<void>
  current(): BuildStatus | Promise<BuildStatus>
}

/** One year of HTTPS only for this host; subdomains are left to the operator (docs/SECURITY.md). */
export const hstsHeader = 'max-age=31536000'

/** The build worker's endpoint: the CMS asks for a build (POST) and reads its state (GET), with the shared secret. */
export const buildPath = '/__site/build'

/** An IPv4 client of a dual-stack socket as its plain address (`::ffff:192.0.2.1` -> `192.0.2.1`). */
const plainAddress = (ip: string | undefined) => (ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

export function createSiteApp({
  publicDir,
  cmsURL,
  olderBuilds,
  builder,
  mapTileURL = mapTileURLFrom(process.env.GATSBY_MAP_TILE_URL),
  trustProxy = false,
  proxySecret,
  siteURL,
  bodyLimits = bodyLimitsFrom(process.env),
  staticOrigin,
  shutdown,
  logger = siteLogger(),
  secret = builder?.secret,
  redisURL,
}: Omit<ServeOptions, 'port' | 'host'>) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)
  app.use(requestLog(logger, secret ? [secret] : []))
  app.use((_req, res, next) => {
    if (shutdown?.aborted) res.setHeader('Connection', 'close')
    next()
  })
  const security = siteHeaders(mapTileURL)
  const https = Boolean(siteURL?.startsWith('https://'))
  app.use((req, res, next) => {
    if (https) res.setHeader('Strict-Transport-Security', hstsHeader)
    if (cmsPaths.some((p) => req.path.startsWith(p))) cmsHeaders(res, req.path)
    else security.any(res, req.path)
    next()
  })

  // Before the limits: probes are never rate-limited.
  app.use(
    siteHealth({
      cmsURL,
      publicDir: staticOrigin ? null : publicDir,
      secret,
      shutdown,
      liveSince: builder && (async () => (await builder.worker.current()).liveSince),
    }),
  )

  if (builder) {
    app.use(buildPath, express.json({ limit: '10kb' }), async (req, res) => {
      res.setHeader('Cache-Control', 'no-store')
      if (!sameSecret(req.get(siteBuildSecretHeader), builder.secret))
        return res.status(403).json({ error: 'forbidden' })
      if (req.method === 'POST') {
        const reason = typeof req.body?.reason === 'string' ? req.body.reason.slice(0, 200) : 'requested'
        void builder.worker
          .request(reason)
          .catch((error: Error) => console.warn(`Build request failed: ${error.message}`))
        return res.status(202).json(await builder.worker.current())
      }
      if (req.method === 'GET') return res.json(await builder.worker.current())
      res.status(405).end()
    })
  }

  // Bodies sent to the CMS have a size limit, and each client address a rate limit per action
  // (scripts/lib/limits.ts); an address that does not decode, or too long, goes no further.
  app.use(cmsPaths, refuseUnreadableAddress)
  app.use('/api', ...readAPIRequest(bodyLimits), ...clientRateLimits(undefined, redisOrNull(redisURL)))

  app.use(
    createProxyMiddleware({
      target: cmsURL,
      pathFilter: cmsPaths,
      xfwd: true,
      // Connections to the CMS stay open between requests: without an agent the proxy asks the CMS
      // to close each one, and passes that on to the visitor. Idle ones go before the CMS's 5 s.
      agent: new http.Agent({ keepAlive: true, timeout: 4000 }),
      on: {
        proxyReq: (proxyReq, req) => {
          // The CMS hears of one client address, the one computed here; never what the caller sent.
          proxyReq.removeHeader('forwarded')
          proxyReq.removeHeader('x-real-ip')
          proxyReq.setHeader('x-forwarded-for', plainAddress((req as express.Request).ip))
          proxyReq.setHeader(requestIdHeader, (req as express.Request).id as string)
          if (proxySecret) proxyReq.setHeader(proxySecretHeader, proxySecret)
          else proxyReq.removeHeader(proxySecretHeader)
          forwardBody(proxyReq, req)
        },
        proxyRes: (proxyRes, req) => {
          if (proxyRes.statusCode === 200 && !proxyRes.headers['cache-control'] && uploadFile.test(req.url ?? ''))
            proxyRes.headers['cache-control'] = uploadCacheControl
        },
        error: (_err, _req, res) => {
          const out = res as http.ServerResponse
          if (out.headersSent) return out.end()
          out.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          out.end(
            JSON.stringify({ errors: [{ message: 'The CMS is not reachable right now. Please try again shortly.' }] }),
          )
        },
      },
    }),
  )

  if (!staticOrigin) app.use(siteRedirects({ publicDir, cmsURL, secret: builder?.secret }))

  // The site's own files, compressed for browsers that accept it (brotli first, then gzip); the
  // CMS's answers above keep the CMS's own encoding.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }))

  if (staticOrigin) {
    // The origin (the site bucket) keeps the files of earlier releases itself, for a while.
    app.use(filesFromOrigin(staticOrigin, security))
  } else {
    app.use(
      express.static(publicDir, {
        etag: true,
        lastModified: true,
        redirect: true,
        setHeaders: (res: Response, filePath: string) => {
          const urlPath = '/' + path.relative(publicDir, filePath).split(path.sep).join('/')
          res.setHeader('Cache-Control', cacheControlFor(urlPath.replace(/index\.html$/, '')))
          if (filePath.endsWith('.html')) security.page(res, filePath)
        },
      }),
    )
  }

  if (olderBuilds && !staticOrigin) {
    // A page from the previous build may still ask for its own hashed scripts and styles.
    app.use((req, res, next) => {
      if (cacheControlFor(req.path) !== immutable || req.path.includes('..')) return next()
      const dir = olderBuilds().find((d) => fs.statSync(path.join(d, req.path), { throwIfNoEntry: false })?.isFile())
      if (!dir) return next()
      res.setHeader('Cache-Control', immutable)
      res.sendFile(path.join(dir, req.path), { dotfiles: 'allow' })
    })
  }

  app.use((req, res) => {
    const file = notFoundFile(publicDir, req.path)
    res.status(404).setHeader('Cache-Control', revalidate)
    if (req.method === 'HEAD' || !fs.existsSync(file)) return res.end()
    security.page(res, file)
    // The served folder itself may sit under a dot folder (.run/site); the request path cannot reach one.
    res.type('html').sendFile(file, { dotfiles: 'allow' })
  })

  // Anything that still goes wrong answers briefly: never Express's own page, which shows the
  // error's stack and the server's paths.
  app.use((error: unknown, req: express.Request, res: Response, _next: express.NextFunction) => {
    console.error(`${req.method} ${req.path}: ${error instanceof Error ? error.message : String(error)}`)
    if (res.headersSent) return res.end()
    const status = Number((error as { status?: unknown })?.status)
    const code = status >= 400 && status < 500 ? status : 500
    const message =
      code === 500
        ? 'Something went wrong on our side. Please try again shortly.'
        : 'This request could not be answered.'
    if (req.path.startsWith('/api')) return sendAPIError(res, code, message, {})
    res.status(code).setHeader('Cache-Control', 'no-store')
    res.type('text').send(message)
  })
  return app
}

/** Serves the built site and forwards the CMS's paths to it, on one origin. */
export function serveSite(options: ServeOptions): Promise<http.Server> {
  const app = createSiteApp(options)
  return new Promise((resolve, reject) => {
    const server = http.createServer(app)
    server.once('error', reject)
    server.listen(options.port, options.host ?? '::', () => resolve(server))
  })
}
