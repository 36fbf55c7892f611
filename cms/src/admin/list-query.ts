import type { Where } from 'payload'

/**
 * The admin list's filter as its address carries it (`?where[and][0][project][equals]=3`, the
 * bracket form Payload's list reads and writes), read and written without a query-string library.
 */

type Nested = { [key: string]: Nested | Nested[] | string }

const segmentsOf = (key: string) => key.replace(/\]/g, '').split('[')

/** The `where` of an address's query (`?…` or `…`), or undefined when it has none. */
export function whereFromSearch(search: string): Where | undefined {
  const params = new URLSearchParams(search)
  let root: Nested | undefined
  for (const [key, value] of params) {
    const [head, ...path] = segmentsOf(key)
    if (head !== 'where' || !path.length) continue
    root ??= {}
    let node: Nested | Nested[] = root
    path.forEach((segment, i) => {
      const last = i === path.length - 1
      const container = node as Record<string, Nested | Nested[] | string>
      if (last) {
        container[segment] = value
        return
      }
      container[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {}
      node = container[segment] as Nested | Nested[]
    })
  }
  return root as Where | undefined
}

function flatten(value: unknown, prefix: string, into: [string, string][]) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}[${key}]`, into)
  } else if (value != null) {
    into.push([prefix, String(value)])
  }
}

/** The query `search` with its `where` replaced (removed when undefined) and its page back to the first. */
export function searchWithWhere(search: string, where: Where | undefined): string {
  const kept = [...new URLSearchParams(search)].filter(([key]) => segmentsOf(key)[0] !== 'where' && key !== 'page')
  const pairs: [string, string][] = [...kept]
  if (where) flatten(where, 'where', pairs)
  return new URLSearchParams(pairs).toString()
}
