import type { GatsbySSR } from 'gatsby'
import { Helmet } from 'react-helmet'
import { localeOf } from './src/lib/i18n'
import { splitLangPath } from './src/lib/routes'

export { wrapPageElement } from './src/wrap-page'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOf(splitLangPath(pathname).lang) })
  // Head tags come from the Head API; react-helmet only acts in the browser. Reset its
  // server-side state so it does not grow with every rendered page.
  Helmet.renderStatic()
}
