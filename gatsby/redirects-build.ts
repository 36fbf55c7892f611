import fs from 'node:fs'
import path from 'node:path'
import type { Actions, Reporter } from 'gatsby'
import {
  collapseRedirects,
  fetchRedirects,
  netlifyRedirects,
  redirectsFileName,
  type SiteRedirect,
} from '@lestari/model/redirects'
import { cmsRead } from '../plugins/gatsby-source-cms/cms-read'

let built: SiteRedirect[] = []

/**
 * The editors' redirects as Gatsby redirects (createPages), for hosts that read Gatsby's. Not
 * `redirectInBrowser`: that puts them in the app chunk, and a new redirect would change every
 * page's scripts.
 */
export async function createCmsRedirects(
  graphQLURL: string,
  createRedirect: Actions['createRedirect'],
  reporter: Reporter,
) {
  // Retried like the build's other reads: a CMS busy from sourcing may drop a kept-alive connection.
  built = collapseRedirects(await fetchRedirects(graphQLURL, cmsRead))
  for (const r of built) {
    createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: r.status === 301, statusCode: r.status })
  }
  if (built.length) reporter.info(`Redirects: ${built.length}`)
}

/** Writes the redirects into the built site (onPostBuild): for the site server, and `_redirects` for a CDN. */
export function writeRedirectFiles(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, redirectsFileName), JSON.stringify(built))
  fs.writeFileSync(path.join(publicDir, '_redirects'), netlifyRedirects(built))
}
