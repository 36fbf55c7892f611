import type { Block } from 'payload'
import { Cover } from './Cover'
import { DevelopmentLanding } from './DevelopmentLanding'
import { FormBlock } from './FormBlock'
import { Gallery } from './Gallery'
import { InstagramFeed } from './InstagramFeed'
import { MapStats } from './MapStats'
import { Slider } from './Slider'

/** The one registry of page blocks; the site's src/blocks/index.tsx mirrors these slugs. */
export const blocks: Block[] = [Cover, Slider, MapStats, Gallery, InstagramFeed, FormBlock, DevelopmentLanding]
