import type { MetaConfig, Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { cache } from 'react'
import { cmsSettings } from '../settings'

export type Brand = { name: string; logo: { url: string; mimeType: string; alt: string } | null }

type MediaDoc = {
  url?: string | null
  mimeType?: string | null
  alt?: string | null
  sizes?: { thumbnail?: { url?: string | null } }
}

/** A media address without its origin: the admin is served from the site's origin, whatever serverURL says. */
const samePath = (url: string) => {
  const parsed = new URL(url, 'http://relative.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/**
 * The brand of the site settings (Brand tab) as the admin shows it: the name, and the logo's
 * small size (or the original when it has none). Read once per request (React's `cache`): the
 * page's metadata, the logo and the icon all ask for it.
 */
export const readBrand = cache(async (payload: Payload): Promise<Brand> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, locale: 'en', overrideAccess: true })
  const media = (typeof settings.logo === 'object' ? settings.logo : null) as MediaDoc | null
  const url = media?.sizes?.thumbnail?.url || media?.url
  const small = Boolean(media?.sizes?.thumbnail?.url)
  return {
    name: settings.brandName || cmsSettings.siteName,
    logo: url
      ? { url: samePath(url), mimeType: small ? 'image/webp' : media?.mimeType || 'image/png', alt: media?.alt || '' }
      : null,
  }
})

/**
 * The admin's config with the brand's name as the title suffix and its logo as the favicon, read
 * per request so a change in the site settings shows without a restart.
 */
export async function withBrandMeta(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
): Promise<SanitizedConfig> {
  const config = await configPromise
  const brand = await readBrand(await getPayload({ config }))
  const meta: MetaConfig = {
    ...config.admin.meta,
    titleSuffix: `· ${brand.name}`,
    ...(brand.logo ? { icons: [{ rel: 'icon', type: brand.logo.mimeType, url: brand.logo.url }] } : {}),
  }
  // The sanitized config's type asks for every optional Next.js metadata field; Payload reads it as MetaConfig.
  return { ...config, admin: { ...config.admin, meta: meta as SanitizedConfig['admin']['meta'] } }
}
