import { createElement, isValidElement, type ReactNode } from 'react'

/** AMP versions of pages live at `.../amp/`. */
export const isAmpPath = (pathname: string) => /\/amp\/?$/.test(pathname)

/** The page's own styles, inlined as AMP requires (at most 75 kB). */
const ampCss = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;line-height:1.6;background:#fff}
.amp-header{background:#f79226;padding:.8rem 1rem}.amp-header a{color:#1f1f1f;font-weight:700;text-decoration:none;font-size:1.1rem}
.amp-article{max-width:720px;margin:0 auto;padding:1rem}
.amp-article h1{font-size:1.8rem;line-height:1.2;margin:.4rem 0 .8rem}
.amp-meta{color:#5c5c5c;font-size:.9rem;margin:0}.amp-lead{font-size:1.15rem}
.amp-article a{color:#8a4500}.amp-notice{border-top:1px solid #ddd;padding-top:1rem;color:#5c5c5c}
.english-only-note{border-left:4px solid #b45f06;background:#fff4e5;padding:.5rem .8rem}
`

// The AMP boilerplate, exactly as the AMP specification gives it.
const boilerplate =
  'body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}'
const noscriptBoilerplate = 'body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}'

type Props = { rel?: string; type?: string; 'data-gatsby-head'?: unknown }

/** Head tags an AMP page may keep: titles, meta, links other than preloads and stylesheets, JSON-LD. */
const allowedInAmpHead = (node: ReactNode) => {
  if (!isValidElement<Props>(node)) return false
  const { type, props } = node
  if (type === 'title' || type === 'meta') return true
  if (type === 'link') return !['preload', 'prefetch', 'stylesheet', 'modulepreload'].includes(props.rel ?? '')
  if (type === 'script') return props.type === 'application/ld+json'
  return false
}

/** AMP allows no attributes beyond its own on head tags: drop the marker the Head API adds. */
const withoutGatsbyMarker = (node: ReactNode, index: number) => {
  if (!isValidElement<Props>(node)) return node
  const { 'data-gatsby-head': _marker, ...props } = node.props
  return createElement(node.type, { ...props, key: node.key ?? `amp-head-${index}` })
}

/**
 * Turns Gatsby's head of an AMP page into a valid AMP head: Gatsby's scripts, preloads and
 * inlined site CSS go; the AMP runtime, boilerplate and the page's own CSS come in.
 */
export const ampHead = (headComponents: ReactNode[]): ReactNode[] => [
  ...headComponents.filter(allowedInAmpHead).map(withoutGatsbyMarker),
  <script key="amp-runtime" async src="https://cdn.ampproject.org/v0.js" />,
  <style key="amp-boilerplate" amp-boilerplate="" dangerouslySetInnerHTML={{ __html: boilerplate }} />,
  <noscript key="amp-noscript">
    <style amp-boilerplate="" dangerouslySetInnerHTML={{ __html: noscriptBoilerplate }} />
  </noscript>,
  <style key="amp-custom" amp-custom="" dangerouslySetInnerHTML={{ __html: ampCss }} />,
]
