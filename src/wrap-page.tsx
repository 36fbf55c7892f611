import type { GatsbyBrowser } from 'gatsby'
import { AuthProvider } from './components/AuthProvider'
import { Layout } from './components/Layout'
import { LanguageProvider } from './components/LanguageProvider'
import { PopupBannerProvider } from './components/PopupBanner'
import type { PageContext } from './lib/page-context'
import { splitLangPath } from './lib/routes'
import './styles/global.css'
import './styles/live.css'

const appShellPath = '/offline-plugin-app-shell-fallback'

/**
 * Every page sits in the language provider, the current-user provider and the layout (shared by
 * gatsby-browser and gatsby-ssr). The providers keep their state across client-side navigations.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext as Partial<PageContext>
  // gatsby-plugin-offline's app shell stays empty: the service worker answers visited pages with it,
  // and React then renders the real page into an empty root instead of hydrating a mismatched layout.
  if (props.location.pathname.startsWith(appShellPath)) return element
  // The address decides the language. Gatsby shows the English /404.html page (its fallback, with
  // that page's context) for every address without a page, so an unknown /id/ address is
  // Indonesian only through its address.
  const lang = splitLangPath(props.location.pathname).lang
  return (
    <LanguageProvider lang={lang} pathname={props.location.pathname}>
      <AuthProvider>
        <PopupBannerProvider>
          <Layout pathname={props.location.pathname} task={context.task}>
            {element}
          </Layout>
        </PopupBannerProvider>
      </AuthProvider>
    </LanguageProvider>
  )
}
