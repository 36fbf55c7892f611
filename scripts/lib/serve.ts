import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import express, { type Response } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'

/** Paths the CMS answers on the site's own origin: its API (GraphQL, REST, media) and admin. */
export const cmsPaths = ['/api', '/admin', '/_next']

const revalidate = 'public, max-age=0, must-revalidate'
const immutable = 'public, max-age=31536000, immutable'

/**
 * Gatsby's recommended caching: HTML, page data, the manifest and the service worker are
 * revalidated on every visit; hashed JS/CSS and /static/ files are cached for a year.
 */
export const cacheControlFor = (urlPath: string): string => {
  if (urlPath === '/sw.js') return revalidate
  if (urlPath.startsWith('/static/')) return immutable
  if (/\.(js|css)$/.test(urlPath)) return immutable
  return revalidate
}

/** The not-found page of the language a path belongs to. */
export const notFoundFile = (publicDir: string, urlPath: string) => {
  const localized = path.join(publicDir, 'id', '404', 'index.html')
  return urlPath.startsWith('/id/') && fs.existsSync(localized) ? localized : path.join(publicDir, '404.html')
}

export type ServeOptions = { publicDir: string; cmsURL: string; port: number; host?: string; log?: boolean }

export function createSiteApp({ publicDir, cmsURL }: Pick<ServeOptions, 'publicDir' | 'cmsURL'>) {
  const app = express()
  app.disable('x-powered-by')

  app.use(
    createProxyMiddleware({
      target: cmsURL,
      pathFilter: cmsPaths,
      xfwd: true,
      on: {
        error: (_err, _req, res) => {
          const out = res as http.ServerResponse
          if (out.headersSent) return out.end()
          out.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          out.end(JSON.stringify({ errors: [{ message: 'The CMS is not reachable right now. Please try again shortly.' }] }))
        },
      },
    }),
  )

  app.use(
    express.static(publicDir, {
      etag: true,
      lastModified: true,
      redirect: true,
      setHeaders: (res: Response, filePath: string) => {
        const urlPath = '/' + path.relative(publicDir, filePath).split(path.sep).join('/')
        res.setHeader('Cache-Control', cacheControlFor(urlPath.replace(/index\.html$/, '')))
      },
    }),
  )

  app.use((req, res) => {
    const file = notFoundFile(publicDir, req.path)
    res.status(404).setHeader('Cache-Control', revalidate)
    if (req.method === 'HEAD' || !fs.existsSync(file)) return res.end()
    res.type('html').sendFile(file)
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
