/**
 * Rows as an aligned text table, and the same rows as a Markdown table for the docs. The first
 * `textColumns` columns are left-aligned, the figures after them right-aligned.
 */
export function textTable(headers: string[], rows: string[][], textColumns = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(headers), ...rows.map(line)].join('\n')
}

export function markdownTable(headers: string[], rows: string[][], textColumns = 1): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(headers),
    `|${headers.map((_, i) => (i < textColumns ? '---' : '---:')).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
