import { createElement } from 'react'
import { mediaPath } from '../lib/routes'

type Props = {
  image: Queries.CmsImageFragment | null | undefined
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
  /** In an AMP page: an amp-img of the largest rendition. */
  amp?: boolean
}

/**
 * A CMS image as a responsive <img>: WebP renditions made by the CMS in srcset, explicit
 * width and height so nothing shifts while it loads, lazy unless it is above the fold.
 */
export function CmsImage({ image, sizes = '100vw', priority = false, className, amp = false }: Props) {
  if (!image?.url) return null
  if (amp) {
    if (!image.width || !image.height) return null
    const src = mediaPath(image.sizes?.hero?.url ?? image.url)
    return createElement('amp-img', {
      src,
      width: image.width,
      height: image.height,
      layout: 'responsive',
      alt: image.alt ?? '',
      className,
    })
  }
  const renditions = [image.sizes?.thumbnail, image.sizes?.phone, image.sizes?.card, image.sizes?.hero].filter(
    (r): r is { url: string; width: number } => Boolean(r?.url && r.width),
  )
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
