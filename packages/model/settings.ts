/**
 * The settings every program of the project reads alike, with their defaults and normal forms
 * (README "Configuration"): the site server and its scripts (scripts/lib/settings.ts), the CMS
 * (./index.ts), the site build (gatsby/settings.ts) and the browser (src/lib/config.ts, baked in
 * at build time). Nothing here reads the environment (each program passes its own) and nothing
 * here is secret: the pages' bundles include this module.
 */
type Env = Record<string, string | undefined>

export const defaultSitePort = 9000
export const defaultCmsPort = 3001
export const defaultSiteName = 'Lestari City'
/** Map tiles come from OpenStreetMap unless GATSBY_MAP_TILE_URL names another tile server. */
export const defaultMapTileURL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** An address without trailing slashes, so that `${address}/path` never has two. */
export const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, '')

/** The site's public address (SITE_URL), without a trailing slash. */
export const siteURLFrom = (value: string | undefined, sitePort = defaultSitePort) =>
  withoutTrailingSlash(value || `http://localhost:${sitePort}`)

/** Where the CMS answers (CMS_URL), without a trailing slash. */
export const cmsURLFrom = (value: string | undefined, cmsPort = defaultCmsPort) =>
  withoutTrailingSlash(value || `http://localhost:${cmsPort}`)

/** The site's name (SITE_NAME): page titles, the web app manifest, emails, the admin's title. */
export const siteNameFrom = (value: string | undefined) => value || defaultSiteName

/** The maps' tile server (GATSBY_MAP_TILE_URL), a `{z}/{x}/{y}` template. */
export const mapTileURLFrom = (value: string | undefined) => value || defaultMapTileURL

const megabyte = 1024 * 1024

/**
 * The largest request bodies the API accepts, the same in the site server (in front) and in the
 * CMS: JSON, GraphQL and form bodies up to `maxBodyBytes` (CMS_MAX_BODY_BYTES, 1 MB); one uploaded
 * file, an editor's image or PDF, up to `maxUploadBytes` (CMS_MAX_UPLOAD_BYTES, 20 MB). Visitors'
 * forms take no files.
 */
export type BodyLimits = { maxBodyBytes: number; maxUploadBytes: number }

export const bodyLimitsFrom = (env: Env): BodyLimits => ({
  maxBodyBytes: Number(env.CMS_MAX_BODY_BYTES) || megabyte,
  maxUploadBytes: Number(env.CMS_MAX_UPLOAD_BYTES) || 20 * megabyte,
})

/** An upload is a multipart body: the file plus the document's other fields (up to the JSON limit). */
export const multipartLimit = (limits: BodyLimits) => limits.maxUploadBytes + limits.maxBodyBytes
