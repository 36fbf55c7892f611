/**
 * Where a `gatsby build`'s time went, from the timers it prints ("success <step> - 1.234s"):
 * Gatsby's own steps grouped into its phases, and the site's own steps (the CMS's sourcing, the
 * post-build's, gatsby/post-build.ts) beside them. The site's steps run inside Gatsby's (sourcing
 * inside "source and transform nodes", the post-build's inside "onPostBuild"), so they are listed
 * apart and not added to the phases.
 */

/** Gatsby's phases, in the order a build runs them, and the step names each takes. */
export const gatsbyPhases: { phase: string; steps: (string | RegExp)[] }[] = [
  {
    phase: 'start-up',
    steps: [
      'compile gatsby files',
      'load gatsby config',
      'load plugins',
      'onPreInit',
      'delete worker cache from previous builds',
      'initialize cache',
      'copy gatsby files',
      'Compiling Gatsby Functions',
      'onPreBootstrap',
    ],
  },
  { phase: 'sourcing', steps: ['createSchemaCustomization', 'source and transform nodes'] },
  { phase: 'schema', steps: ['building schema'] },
  { phase: 'create pages', steps: ['createPages', 'createPagesStatefully'] },
  {
    phase: 'query extraction',
    steps: [
      'onPreExtractQueries',
      'extract queries from components',
      'write out redirect data',
      'Build manifest and related icons',
      'onPostBootstrap',
      'write out requires',
    ],
  },
  {
    phase: 'webpack',
    steps: ['Building production JavaScript and CSS bundles', 'Building HTML renderer', 'Caching Webpack compilations'],
  },
  // In Gatsby's workers for a build of every page, in its main process for the others (siteBuildEnv).
  {
    phase: 'page queries',
    steps: [
      'Execute page configs',
      'run queries in workers',
      'Merge worker state',
      'run static queries',
      'run page queries',
    ],
  },
  {
    phase: 'page data',
    steps: [
      'Rewriting compilation hashes',
      /^Writing page-data\.json/,
      'Cleaning up stale page-data',
      'Delete previous page data',
      'Cleaning up stale html',
    ],
  },
  { phase: 'HTML', steps: ['Building static HTML for pages', 'stitching slices'] },
  { phase: 'types', steps: ['Generating TypeScript types'] },
  { phase: 'onPostBuild', steps: ['onPostBuild'] },
]

/** The site's own timed steps, inside Gatsby's: the CMS's sourcing (plugins/gatsby-source-cms) and gatsby/post-build.ts's. */
export const siteSteps: { step: string; name: string | RegExp }[] = [
  { step: 'CMS sourcing', name: 'Sourcing the CMS' },
  { step: 'sitemap and feeds', name: 'post-build: sitemap, robots.txt and feeds' },
  { step: 'redirects', name: 'post-build: redirect files' },
  { step: 'search index', name: 'post-build: search index' },
  { step: 'offline kit', name: 'post-build: offline kit' },
]

/**
 * Steps that run inside another one, counted by neither table: the CMS's fetches of each type and
 * Gatsby's clean-up inside the sourcing, and its check for changed pages (inside the sourcing, and
 * again after page creation, a few milliseconds each).
 */
const nested = [/^fetching /, /^Clean up stale nodes$/, /^Checking for changed pages$/]

const matches = (name: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? name === pattern : pattern.test(name)

export type BuildPhases = {
  /** Seconds per Gatsby phase (gatsbyPhases), 0 for a phase the build did not report. */
  phases: Record<string, number>
  /** Seconds per site step (siteSteps). */
  site: Record<string, number>
  /** Steps the tables do not know, with their seconds: a new Gatsby version's, or a new timer of the site's. */
  unknown: Record<string, number>
}

/** Every step a build's log (its colour codes stripped) timed, in its order, nested ones included. */
export const timedSteps = (log: string): { name: string; seconds: number }[] =>
  [...log.matchAll(/^success (.+?) - ([\d.]+)s\b/gm)].map(([, name, seconds]) => ({ name, seconds: Number(seconds) }))

/** The seconds of each phase and site step among a build's timed steps. */
export function buildPhases(steps: { name: string; seconds: number }[]): BuildPhases {
  const result: BuildPhases = {
    phases: Object.fromEntries(gatsbyPhases.map((p) => [p.phase, 0])),
    site: Object.fromEntries(siteSteps.map((s) => [s.step, 0])),
    unknown: {},
  }
  for (const { name, seconds: value } of steps) {
    const phase = gatsbyPhases.find((p) => p.steps.some((step) => matches(name, step)))
    const site = siteSteps.find((s) => matches(name, s.name))
    if (phase) result.phases[phase.phase] += value
    else if (site) result.site[site.step] += value
    else if (!nested.some((pattern) => pattern.test(name))) result.unknown[name] = (result.unknown[name] ?? 0) + value
  }
  return result
}

/** One build of bench:scale, as BENCH_RESULTS holds it. */
export type BuildResult = {
  items: number
  kind: string
  outcome: 'ok' | 'timeout' | 'failed'
  seconds: number
  peakMB: number
  phases: Record<string, number>
}

/** What bench:scale writes to BENCH_RESULTS. */
export type BenchResults = { date: string; machine: string; rounds: number; builds: BuildResult[] }
