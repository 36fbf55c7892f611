import type { GatsbySSR } from 'gatsby'
import { ampHead, isAmpPath } from './src/lib/amp'
import { localeOf } from './src/lib/i18n'
import { splitLangPath } from './src/lib/routes'

export { wrapPageElement } from './src/wrap-page'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOf(splitLangPath(pathname).lang), ...(isAmpPath(pathname) ? { amp: '' } : {}) })
}

/** AMP pages carry no site JavaScript: only the AMP runtime and their own inline CSS. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  replacePreBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!isAmpPath(pathname)) return
  replaceHeadComponents(ampHead(getHeadComponents()))
  replacePreBodyComponents([])
  replacePostBodyComponents([])
}
