import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { liveBuild } from './deploys'

/** The build the stack serves. */
const servedBuild = liveBuild()

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** A site path exists in the build when it is a file or a folder with an index.html. */
const exists = (urlPath: string) => {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0])
  const file = path.join(servedBuild, clean)
  return (fs.existsSync(file) && fs.statSync(file).isFile()) || fs.existsSync(path.join(file, 'index.html'))
}

test('every internal link of every built page leads to a built page or file', () => {
  const broken = new Map<string, string>()
  const files = htmlFiles(servedBuild)
  expect(files.length).toBeGreaterThan(100)
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
      // The CMS's own addresses (media, files, admin) are served by the CMS, not the build.
      if (/^\/(api|admin)\//.test(href) || href.startsWith('//')) continue
      if (!exists(href)) broken.set(href, path.relative(servedBuild, file))
    }
  }
  expect([...broken].map(([href, from]) => `${href} (linked from ${from})`)).toEqual([])
})
