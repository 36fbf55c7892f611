import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site's server forwards /api, /admin and /_next here; the CMS needs no public origin of its own.
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
