import { lotElementId, type LotFacing, type LotStatus } from '@lestari/model/site-plans'
import { t, type Localized } from '../lib/localized'

/**
 * The demo site plans: Kirana Hills' two clusters, each two blocks of lots facing each other
 * across a road, drawn here as SVG (the drawing an editor would upload) with their lot list. The
 * statuses follow a fixed pattern so that every status is on each plan and lot B-12 is available.
 */
type Block = {
  letter: string
  lots: number
  /** The unit type's code (seed content/projects.ts) of the block's lots, and of its corner lots. */
  unit: string
  corner: string
  /** Lot frontage and depth in metres, as drawn (one metre: 4 units). */
  width: number
  depth: number
}
export type SitePlanSpec = {
  filename: string
  title: Localized<string>
  project: string
  road: Localized<string>
  blocks: [Block, Block]
}

export const sitePlanSpecs: SitePlanSpec[] = [
  {
    filename: 'kirana-hills-cluster-aster.svg',
    title: t('Cluster Aster', 'Klaster Aster'),
    project: 'kirana-hills',
    road: t('Jalan Aster Raya', 'Jalan Aster Raya'),
    blocks: [
      { letter: 'A', lots: 22, unit: 'aster', corner: 'bougenville', width: 6, depth: 15 },
      { letter: 'B', lots: 22, unit: 'aster', corner: 'bougenville', width: 6, depth: 15 },
    ],
  },
  {
    filename: 'kirana-hills-cluster-cempaka.svg',
    title: t('Cluster Cempaka', 'Klaster Cempaka'),
    project: 'kirana-hills',
    road: t('Jalan Cempaka Indah', 'Jalan Cempaka Indah'),
    blocks: [
      { letter: 'C', lots: 21, unit: 'bougenville', corner: 'cempaka', width: 8, depth: 15 },
      { letter: 'D', lots: 21, unit: 'bougenville', corner: 'cempaka', width: 8, depth: 15 },
    ],
  },
]

const scale = 4
const margin = 24
const roadWidth = 10 * scale

/** The lots of a block in the order they are drawn, left to right; the first and the last are corners. */
const lotsOf = (block: Block) =>
  Array.from({ length: block.lots }, (_, i) => ({
    id: `${block.letter}-${i + 1}`,
    corner: i === 0 || i === block.lots - 1,
  }))

/** Each lot's frontage as drawn: a corner lot is half as wide again. */
const frontage = (block: Block, corner: boolean) => block.width * scale * (corner ? 1.5 : 1)

/** A cluster's drawing: the upper block faces south onto the road, the lower one north. */
export function clusterDrawing(spec: SitePlanSpec): string {
  const rowWidth = (block: Block) => lotsOf(block).reduce((sum, lot) => sum + frontage(block, lot.corner), 0)
  const width = Math.max(...spec.blocks.map(rowWidth)) + 2 * margin
  const depth = (block: Block) => block.depth * scale
  const height = depth(spec.blocks[0]) + roadWidth + depth(spec.blocks[1]) + 2 * margin + 40
  const parts: string[] = [
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#eef3ea"/>`,
    `<rect x="0" y="${margin + depth(spec.blocks[0])}" width="${width}" height="${roadWidth}" fill="#c9ccd1"/>`,
    `<text x="${width / 2}" y="${margin + depth(spec.blocks[0]) + roadWidth / 2 + 5}" text-anchor="middle" font-size="14" fill="#4a4f57">${spec.road.en}</text>`,
    `<rect x="${margin}" y="${height - margin - 32}" width="${width - 2 * margin}" height="28" rx="6" fill="#b9dcb0"/>`,
    `<text x="${width / 2}" y="${height - margin - 13}" text-anchor="middle" font-size="13" fill="#2f5a2a">Taman ${spec.title.en.replace('Cluster ', '')}</text>`,
  ]
  spec.blocks.forEach((block, row) => {
    let x = margin
    const y = row === 0 ? margin : margin + depth(spec.blocks[0]) + roadWidth
    for (const lot of lotsOf(block)) {
      const w = frontage(block, lot.corner)
      parts.push(
        `<g id="${lotElementId(lot.id)}"><rect x="${x}" y="${y}" width="${w}" height="${depth(block)}" fill="#ffffff" stroke="#5b6470" stroke-width="1.5"/>` +
          `<text x="${x + w / 2}" y="${y + depth(block) / 2 + 4}" text-anchor="middle" font-size="11" fill="#1f2933">${lot.id}</text></g>`,
      )
      x += w
    }
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">\n<title>${spec.title.en}</title>\n${parts.join('\n')}\n</svg>\n`
}

/** Statuses by a lot's place in its block: sold near the entrance, a few reserved, the far end not yet released. */
function statusOf(index: number, count: number): LotStatus {
  if (index >= count - 3) return 'notReleased'
  if (index % 5 === 2) return 'reserved'
  if (index < 8 && index % 2 === 0) return 'sold'
  return 'available'
}

/** A cluster's lot list, as an editor and the sales team would keep it. */
export function clusterLots(
  spec: SitePlanSpec,
  unitOf: (code: string) => { id: number; price: number; buildingArea: number },
) {
  return spec.blocks.flatMap((block, row) =>
    lotsOf(block).map((lot, i) => {
      const unit = lot.corner ? block.corner : block.unit
      const width = block.width * (lot.corner ? 1.5 : 1)
      const facing: LotFacing = row === 0 ? 'south' : 'north'
      return {
        lotId: lot.id,
        unitType: unitOf(unit).id,
        landArea: width * block.depth,
        buildingArea: unitOf(unit).buildingArea,
        facing,
        // A corner lot's extra land is priced in.
        price: lot.corner ? Math.round((unitOf(unit).price * 1.08) / 1_000_000) * 1_000_000 : null,
        status: statusOf(i, block.lots),
      }
    }),
  )
}
