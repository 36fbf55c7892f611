import type { ReactNode } from 'react'
import { localeOf, type Lang } from './i18n'

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

/** `<html amp>`, an attribute React's types do not know. */
const ampAttribute: Record<string, string> = { amp: '' }

/**
 * A whole AMP document: the head AMP requires (charset first, viewport, the AMP runtime, its
 * boilerplate and the page's own CSS inline) around the page's own head tags and body. The build
 * renders it to static HTML (gatsby/amp-pages.ts): it loads no script of the site.
 */
export function AmpDocument({ lang, head, children }: { lang: Lang; head: ReactNode; children: ReactNode }) {
  return (
    <html {...ampAttribute} lang={localeOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1" />
        <script async src="https://cdn.ampproject.org/v0.js" />
        {head}
        <meta name="theme-color" content="#f79226" />
        <link rel="icon" href="/favicon-32x32.png" type="image/png" />
        <style amp-boilerplate="" dangerouslySetInnerHTML={{ __html: boilerplate }} />
        <noscript>
          <style amp-boilerplate="" dangerouslySetInnerHTML={{ __html: noscriptBoilerplate }} />
        </noscript>
        <style amp-custom="" dangerouslySetInnerHTML={{ __html: ampCss }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
