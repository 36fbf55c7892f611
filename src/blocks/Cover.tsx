import { graphql } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { CmsLink } from '../components/CmsLink'
import { StaticPart } from '../components/StaticPart'
import { mediaPath } from '../lib/routes'
import type { BlockProps } from './types'

export const query = graphql`
  fragment CoverBlock on CMS_CoverBlock {
    heading
    text
    videoUrl
    image {
      ...CmsImage
    }
    buttons {
      label
      url
    }
  }
`

const isVideo = (url: string | null | undefined): url is string => Boolean(url && /^(https?:\/\/|\/)/.test(url))

/**
 * Full-width image (or a video with the image as its poster), heading, text and buttons. As the
 * first block of a page it loads its image at once with high priority; the image has its width and
 * height and the block a fixed minimum height, so nothing shifts while it paints.
 */
export function Cover({ block, first, headingLevel = 2 }: BlockProps<Queries.CoverBlockFragment>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const image = block.image
  return (
    <StaticPart as="section" className="hero block-cover" data-block="cover">
      {() => (
        <>
          {isVideo(block.videoUrl) ? (
            <video
              className="hero__image"
              src={block.videoUrl}
              poster={mediaPath(image?.sizes?.hero?.url ?? image?.url)}
              muted
              loop
              playsInline
              controls
              preload="none"
              width={image?.width ?? undefined}
              height={image?.height ?? undefined}
            />
          ) : (
            <CmsImage image={image} priority={first} className="hero__image" />
          )}
          <div className="hero__content container">
            <Heading className="block-cover__heading">{block.heading}</Heading>
            {block.text ? <p className="hero__lead">{block.text}</p> : null}
            {block.buttons?.length ? (
              <p className="hero__actions">
                {block.buttons.map((b, i) => (
                  <CmsLink
                    key={i}
                    link={{ label: b?.label ?? null, url: b?.url ?? null }}
                    className={i === 0 ? 'button' : 'button button--ghost'}
                  />
                ))}
              </p>
            ) : null}
          </div>
        </>
      )}
    </StaticPart>
  )
}
