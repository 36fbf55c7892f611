import fs from 'node:fs'
import { withPayload } from '@payloadcms/next/withPayload'

/** The CMS's declared dependencies (package.json). */
const { dependencies } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site's server forwards /api, /admin and /_next here; the CMS needs no public origin of its own.
  poweredByHeader: false,
  // The shared packages of packages/ (@lestari/model, @lestari/server-kit) are TypeScript sources:
  // Next compiles and bundles them with the CMS's own code.
  transpilePackages: Object.keys(dependencies).filter((name) => name.startsWith('@lestari/')),
  // The types are checked by `npm run typecheck` (a code check of `npm test`), not by every build
  // of a start: 26 s of the build on two cores (docs/decisions/content-and-build.md, "The CMS
  // build compiles, the code checks check").
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's cache of a build, 180 MB written in 22 s, serves only a later build of changed
    // CMS code; `npm run develop` has its own.
    turbopackFileSystemCacheForBuild: false,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
