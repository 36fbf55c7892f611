import type { GatsbyBrowser } from 'gatsby'
import { Layout } from './components/Layout'
import { LanguageProvider } from './components/LanguageProvider'
import { PopupBannerProvider } from './components/PopupBanner'
import type { PageContext } from './lib/page-context'
import { splitLangPath } from './lib/routes'
import './styles/global.css'

/** Every page sits in the language provider and the layout (shared by gatsby-browser and gatsby-ssr). */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext as Partial<PageContext>
  const lang = context.lang ?? splitLangPath(props.location.pathname).lang
  return (
    <LanguageProvider lang={lang} pathname={props.location.pathname}>
      {context.amp ? element : <PopupBannerProvider><Layout>{element}</Layout></PopupBannerProvider>}
    </LanguageProvider>
  )
}
