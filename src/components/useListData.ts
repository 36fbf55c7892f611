import { useCallback, useEffect, useRef, useState } from 'react'
import { defaultListState, listQuery, parseListState, type ListState } from '../lib/development-list'
import type { ListIndex } from '../lib/list-data'

// The files of the lists (src/lib/list-data.ts) are named by their content: one fetch per page view.
const fetched = new Map<string, Promise<unknown>>()
function fetchJSON<T>(url: string): Promise<T> {
  let promise = fetched.get(url)
  if (!promise) {
    promise = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
      return res.json()
    })
    promise.catch(() => fetched.delete(url))
    fetched.set(url, promise)
  }
  return promise as Promise<T>
}

/** A list's index, fetched once `wanted` (the visitor filtered, sorted, paged or reached the map). */
export function useListIndex<R>(url: string | undefined, wanted: boolean) {
  const [state, setState] = useState<{ url?: string; index?: ListIndex<R>; failed?: boolean }>({})
  useEffect(() => {
    if (!wanted || !url || (state.url === url && (state.index || state.failed))) return
    let live = true
    fetchJSON<ListIndex<R>>(url).then(
      (index) => live && setState({ url, index }),
      () => live && setState({ url, failed: true }),
    )
    return () => {
      live = false
    }
  }, [url, wanted, state])
  return state.url === url
    ? { index: state.index ?? null, failed: Boolean(state.failed) }
    : { index: null, failed: false }
}

/**
 * The cards of the items shown, by address: undefined while loading, null when it could not be
 * fetched (offline and not kept), so the list can show the item's name instead.
 */
export function useCards<C>(urls: readonly string[]) {
  const key = urls.join(' ')
  const [cards, setCards] = useState<{ key: string; byURL: Map<string, C | null> } | null>(null)
  useEffect(() => {
    if (!key) return
    let live = true
    const list = key.split(' ')
    void Promise.all(list.map((url) => fetchJSON<C>(url).catch(() => null))).then((found) => {
      if (live) setCards({ key, byURL: new Map(list.map((url, i) => [url, found[i]])) })
    })
    return () => {
      live = false
    }
  }, [key])
  return cards?.key === key ? cards.byURL : null
}

/**
 * A list's state in the address's query string: the default on the server and in the first render
 * (so hydration matches the static HTML), then read from the address, and again on back and
 * forward. `ready` turns true once it was read.
 */
export function useQueryState<S>(parse: (search: string) => S, initial: S) {
  const [state, setState] = useState<S>(initial)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const read = () => setState(parse(window.location.search))
    read()
    setReady(true)
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [parse])
  return { state, setState, ready }
}

/**
 * The filters, order and page of a list of developments or homes, in the address's query string:
 * `update` writes a new state there (a new history entry with `push`, for a page change).
 */
export function useListState(pathname: string) {
  const { state, setState, ready } = useQueryState<ListState>(parseListState, defaultListState)
  const update = useCallback(
    (next: ListState, push = false) => {
      setState(next)
      const url = `${pathname}${listQuery(next)}${window.location.hash}`
      if (push) window.history.pushState(window.history.state, '', url)
      else window.history.replaceState(window.history.state, '', url)
    },
    [pathname, setState],
  )
  return { state, update, ready }
}

/** What a list shows: `view` when it is ready, else (while its index or cards load) what it showed last. */
export function useLastView<V>(view: V | null, initial: V): V {
  // A ref, not state: `view` may be a new object on every render, which state would chase forever.
  const last = useRef(initial)
  // eslint-disable-next-line react-hooks/refs -- see above
  if (view) last.current = view
  // eslint-disable-next-line react-hooks/refs -- see above
  return last.current
}
