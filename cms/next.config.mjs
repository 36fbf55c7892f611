import fs from 'node:fs'
import { withPayload } from '@payloadcms/next/withPayload'
import { cmsPathHeaders } from '@lestari/server-kit/security-headers'

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
  // The security headers the site server gives the CMS's paths, here on the CMS's own port too.
  // As configured headers rather than a proxy (middleware): Next buffers a request's whole body
  // for a proxy, so a chunked body past the limit would no longer be refused before its end.
  // The later entry wins for /api/.
  headers: async () =>
    ['/:path*', '/api/:path*'].map((source) => ({
      source,
      headers: Object.entries(cmsPathHeaders(source.replace(':path*', ''))).map(([key, value]) => ({ key, value })),
    })),
  experimental: {
    // Turbopack's cache of a build, 180 MB written in 22 s, serves only a later build of changed
    // CMS code; `npm run develop` has its own.
    turbopackFileSystemCacheForBuild: false,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
