import {
  createContext,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { navigate } from 'gatsby'
import { isInternal } from '../lib/routes'

/**
 * A link in a static part has no router behind it: follow site pages (their paths end in `/`, unlike
 * files) through Gatsby's router, as a Link would; anything else (files, other sites, new tabs,
 * modified clicks) goes to the browser.
 */
function followPageLink(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return
  const anchor = (event.target as Element).closest('a')
  const href = anchor?.getAttribute('href')
  if (
    !anchor ||
    !href ||
    !isInternal(href) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return
  if (!/\/(?:[?#].*)?$/.test(href)) return
  event.preventDefault()
  void navigate(href)
}

/**
 * True inside a static part: a control there would never be hydrated, so a component that needs
 * the browser (SaveButton) leaves itself out rather than stand there dead.
 */
export const InStaticPart = createContext(false)

type Tag = 'div' | 'footer' | 'nav' | 'section' | 'ul' | 'dl' | 'details' | 'article' | 'header'

declare global {
  interface Window {
    /** How many times a static part's content was rendered in this browser tab (tests/e2e/static-parts.spec.ts reads it). */
    ___staticPartRenders?: number
  }
}

const noSubscription = () => () => {}
/** React reads the server snapshot while it hydrates a component, the other one when it mounts one in the browser. */
const mountedInBrowser = () => false
const hydratedFromServer = () => true
/** One object, so that rendering the part again sets no inner HTML (React compares `__html`; an equal value is left alone). */
const serverHTML = { __html: '' }

/**
 * A part of a page with nothing to do in the browser (docs/decisions/browser-runtime.md, "Static
 * parts"). While React DOM takes the page over, the element carries `dangerouslySetInnerHTML` with an empty
 * string: React does not hydrate such an element's children nor set its inner HTML (it only warns
 * of the difference in development, which `suppressHydrationWarning` silences), so the server's HTML
 * stays as it is, nodes and all. Its content is a function, called only when the part renders in
 * full (on the server, and later in the browser: a client-side navigation, a change of language),
 * so nothing inside runs at load: no component, and none of the formatting or element building that
 * content written inline would do. Its site links are followed by the router.
 *
 * A part hydrated from the server keeps that empty `dangerouslySetInnerHTML` for as long as the
 * page's address is the one it was hydrated at: however often it renders again at load (React
 * renders it once more after hydration, for the snapshot below, and the page around it may render
 * again as it starts), its content is the server's. On another address (a client-side navigation, a
 * change of language: its content follows the page) it renders its content, from then on, in a
 * new element (`key`): React would otherwise add the content after the server's nodes, which an
 * empty `dangerouslySetInnerHTML` leaves in place.
 */
export function StaticPart(
  props: { as?: Tag; children: () => ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'children'>,
) {
  const { as: Element = 'div', children, ...attributes } = props
  const hydrating =
    useSyncExternalStore(noSubscription, mountedInBrowser, hydratedFromServer) && typeof window !== 'undefined'
  const [hydratedAt] = useState(() => (hydrating ? window.location.pathname : undefined))
  const shown = useRef(hydratedAt === undefined ? 'content' : 'server')
  // A latch read and set in render: once the address has moved on, the part renders its content for good.
  // eslint-disable-next-line react-hooks/refs -- see above
  if (shown.current === 'server' && window.location.pathname !== hydratedAt) shown.current = 'content'
  // eslint-disable-next-line react-hooks/refs -- see above
  if (shown.current === 'server') {
    return (
      <Element
        key="server"
        {...attributes}
        onClick={followPageLink}
        dangerouslySetInnerHTML={serverHTML}
        suppressHydrationWarning
      />
    )
  }
  // eslint-disable-next-line react-hooks/immutability -- a count of full renders, read by the static parts test
  if (typeof window !== 'undefined') window.___staticPartRenders = (window.___staticPartRenders ?? 0) + 1
  return (
    <Element key="content" {...attributes} onClick={followPageLink}>
      <InStaticPart.Provider value={true}>{children()}</InStaticPart.Provider>
    </Element>
  )
}
