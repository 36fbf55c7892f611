import { graphql } from 'gatsby'
import { mediaPath } from '../lib/routes'

export const query = graphql`
  fragment CmsImage on CMS_Media {
    url
    alt
    width
    height
    sizes {
      thumbnail { url width }
      phone { url width }
      card { url width }
      hero { url width }
    }
  }
`

type Props = {
  image: Queries.CmsImageFragment | null | undefined
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
}

/**
 * A CMS image as a responsive <img>: WebP renditions made by the CMS in srcset, explicit
 * width and height so nothing shifts while it loads, lazy unless it is above the fold.
 */
export function CmsImage({ image, sizes = '100vw', priority = false, className }: Props) {
  if (!image?.url) return null
  const renditions = [image.sizes?.thumbnail, image.sizes?.phone, image.sizes?.card, image.sizes?.hero]
    .filter((r): r is { url: string; width: number } => Boolean(r?.url && r.width))
  const srcSet = renditions.map((r) => `${mediaPath(r.url)} ${r.width}w`).join(', ')
  const fallback = renditions.find((r) => r.width >= 960) ?? renditions.at(-1)
  return (
    <img
      className={className}
      src={mediaPath(fallback?.url ?? image.url)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
