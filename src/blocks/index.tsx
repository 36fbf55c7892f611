import type { ComponentType } from 'react'
import { graphql } from 'gatsby'
import { Cover } from './Cover'
import { DevelopmentLanding } from './DevelopmentLanding'
import { FormBlock } from './FormBlock'
import { Gallery } from './Gallery'
import { InstagramFeed } from './InstagramFeed'
import { MapStats } from './MapStats'
import { Slider } from './Slider'
import type { BlockProps } from './types'
import '../styles/blocks.css'

/**
 * The one registry of page blocks, mirroring the CMS's (cms/src/blocks/index.ts): the stitched
 * GraphQL type of each block, its component, and its fragment (spread in PageBlocks below).
 * A new block: its CMS config, a component file here exporting a fragment, and one line in each
 * of `components` and `PageBlocks`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own block type, picked by __typename
const components: Record<string, ComponentType<BlockProps<any>>> = {
  CMS_CoverBlock: Cover,
  CMS_SliderBlock: Slider,
  CMS_MapStatsBlock: MapStats,
  CMS_GalleryBlock: Gallery,
  CMS_InstagramFeedBlock: InstagramFeed,
  CMS_FormBlock: FormBlock,
  CMS_DevelopmentLandingBlock: DevelopmentLanding,
}

export const query = graphql`
  fragment PageBlocks on CMS_Page_Layout {
    __typename
    ... on CMS_CoverBlock {
      id
      ...CoverBlock
    }
    ... on CMS_SliderBlock {
      id
      ...SliderBlock
    }
    ... on CMS_MapStatsBlock {
      id
      ...MapStatsBlock
    }
    ... on CMS_GalleryBlock {
      id
      ...GalleryBlock
    }
    ... on CMS_InstagramFeedBlock {
      id
      ...InstagramFeedBlock
    }
    ... on CMS_FormBlock {
      id
      ...FormBlock
    }
    ... on CMS_DevelopmentLandingBlock {
      id
      ...DevelopmentLandingBlock
    }
  }
`

type Block = { readonly __typename: string; readonly id?: string | null } | null | undefined

type Props = {
  blocks: ReadonlyArray<Block> | null | undefined
  /** The first block opens the page (no title above it): a cover there is the page's h1. */
  leadsPage?: boolean
  /** Position of the first of `blocks` in the page's layout, when a template renders it in parts. */
  startIndex?: number
}

/** Renders a page's layout: each block by its GraphQL type name; unknown types are skipped. */
export function RenderBlocks({ blocks, leadsPage = false, startIndex = 0 }: Props) {
  if (!blocks?.length) return null
  return (
    <div className="blocks">
      {blocks.map((block, i) => {
        if (!block) return null
        const Component = components[block.__typename]
        if (!Component) return null
        const index = startIndex + i
        return (
          <Component
            key={block.id ?? index}
            block={block}
            index={index}
            first={index === 0}
            headingLevel={leadsPage && index === 0 && block.__typename === 'CMS_CoverBlock' ? 1 : 2}
          />
        )
      })}
    </div>
  )
}

export { Cover, DevelopmentLanding, FormBlock, Gallery, InstagramFeed, MapStats, Slider }
