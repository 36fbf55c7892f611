import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { testSettings } from './stack'

/** The build the shared test stack serves (global-setup's real `gatsby build`). */
export const liveBuild = () => fs.realpathSync(testSettings().releasesDir + '/current')

const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

const replaceIn = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(file, 'utf8')
  if (text.includes(from)) fs.writeFileSync(file, text.split(from).join(to))
}

export const releaseMarker = (n: number) => `release ${n}`

/**
 * A copy of the real build that stands for "the next build after an editor's change": the home
 * page's heading (page data) and the footer (a static query result shared by every page) carry
 * `release N`, the build has a compilation hash of its own (as every real build whose static
 * query data changed has: see SITE_BUILD_ID in gatsby/webpack.ts), its service worker differs (new
 * app-shell revision), and it holds one page that no earlier build had: `/release-N/`. The scripts are the same files; what
 * this proves is the update path of the data, the HTML and the service worker.
 */
export function makeRelease(source: string, target: string, n: number) {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
  const appData = path.join(target, 'page-data', 'app-data.json')
  const oldHash = JSON.parse(fs.readFileSync(appData, 'utf8')).webpackCompilationHash as string
  const newHash = crypto.createHash('sha1').update(`${oldHash}-${n}`).digest('hex').slice(0, 20)
  const homeHeading = /<h1[^>]*>([^<]+)</.exec(fs.readFileSync(path.join(target, 'index.html'), 'utf8'))![1]
  const copyright = /site-footer__copy">([^<]+)</.exec(fs.readFileSync(path.join(target, 'index.html'), 'utf8'))![1]
  const marker = releaseMarker(n)

  // The new page first, copied from /about/ (HTML and page data), before the markers go in.
  fs.cpSync(path.join(target, 'about'), path.join(target, `release-${n}`), { recursive: true })
  fs.cpSync(path.join(target, 'page-data', 'about'), path.join(target, 'page-data', `release-${n}`), {
    recursive: true,
  })
  replaceIn(
    path.join(target, 'page-data', `release-${n}`, 'page-data.json'),
    '"path":"/about/"',
    `"path":"/release-${n}/"`,
  )

  for (const file of walk(target)) {
    if (file.endsWith('.html')) {
      replaceIn(file, `"${oldHash}"`, `"${newHash}"`)
      replaceIn(file, copyright, `${copyright} ${marker}`)
    }
    if (file.includes(`${path.sep}sq${path.sep}`) && file.endsWith('.json'))
      replaceIn(file, copyright, `${copyright} ${marker}`)
  }
  replaceIn(appData, oldHash, newHash)
  replaceIn(path.join(target, 'index.html'), homeHeading, `${homeHeading} ${marker}`)
  replaceIn(path.join(target, 'page-data', 'index', 'page-data.json'), homeHeading, `${homeHeading} ${marker}`)

  const sw = path.join(target, 'sw.js')
  const shell = fs.readFileSync(path.join(target, 'offline-plugin-app-shell-fallback', 'index.html'))
  const text = fs
    .readFileSync(sw, 'utf8')
    .replace(
      /("url": "offline-plugin-app-shell-fallback\/index.html",\s*"revision": ")[0-9a-f]+"/,
      `$1${crypto.createHash('md5').update(shell).digest('hex')}"`,
    )
  fs.writeFileSync(sw, `${text}\n// ${marker}\n`)
  return { marker, homeHeading, copyright, newPath: `/release-${n}/` }
}
