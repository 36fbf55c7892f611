import type { HTMLAttributes, MouseEvent, ReactNode } from 'react'
import { navigate } from 'gatsby'
import { isInternal } from '../lib/routes'

/**
 * True while the browser takes over the server-rendered page (gatsby-browser.tsx ends it right
 * after hydration, and before a page rendered without server HTML). On the server it is false.
 */
let hydrating = typeof window !== 'undefined'

export const endHydration = () => {
  hydrating = false
}

/**
 * A link in a static part has no router behind it: follow site pages (their paths end in `/`, unlike
 * files) through Gatsby's router, as a Link would; anything else (files, other sites, new tabs,
 * modified clicks) goes to the browser.
 */
function followPageLink(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = (event.target as Element).closest('a')
  const href = anchor?.getAttribute('href')
  if (!anchor || !href || !isInternal(href) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
  if (!/\/(?:[?#].*)?$/.test(href)) return
  event.preventDefault()
  void navigate(href)
}

type Tag = 'div' | 'footer' | 'nav' | 'section' | 'ul' | 'dl' | 'details' | 'article' | 'header'

/**
 * A part of a page with nothing to do in the browser (docs/DECISIONS.md, "Static parts"). While
 * the page is taken over, Preact keeps the element's server-rendered HTML as it is: an element
 * with `dangerouslySetInnerHTML` is not diffed during hydration. Its content is a function, called
 * only when the part renders (on the server, and later in the browser: a client-side navigation, a
 * change of language), so nothing inside runs at load: no component, and none of the formatting or
 * element building that content written inline would do. Its site links are followed by the router.
 */
export function StaticPart({ as: Element = 'div', children, ...attributes }: { as?: Tag; children: () => ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'children'>) {
  if (hydrating) return <Element {...attributes} onClick={followPageLink} dangerouslySetInnerHTML={{ __html: '' }} />
  return <Element {...attributes} onClick={followPageLink}>{children()}</Element>
}
