import type { GatsbySSR } from 'gatsby'
import { localeOf } from './src/lib/i18n'
import { splitLangPath } from './src/lib/routes'

export { wrapPageElement } from './src/wrap-page'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOf(splitLangPath(pathname).lang) })
}
