/** What the registry (index.tsx) hands every block component. */
export type BlockProps<T> = {
  block: T
  /** The first block of the page: above the fold, so its images load at once. */
  first: boolean
  /** 1 when the block's heading is the page's title (a cover that opens the home page). */
  headingLevel?: 1 | 2
  /** Position of the block in the layout, for unique ids. */
  index: number
}
