import type { GatsbyBrowser } from 'gatsby'
import { AuthProvider } from './components/AuthProvider'
import { Layout } from './components/Layout'
import { LanguageProvider } from './components/LanguageProvider'
import type { PageContext } from './lib/page-context'
import { splitLangPath } from './lib/routes'
import './styles/global.css'
import './styles/live.css'

/**
 * Every page sits in the language provider, the current-user provider and the layout (shared by
 * gatsby-browser and gatsby-ssr). The providers keep their state across client-side navigations.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext as Partial<PageContext>
  const lang = context.lang ?? splitLangPath(props.location.pathname).lang
  return (
    <LanguageProvider lang={lang} pathname={props.location.pathname}>
      <AuthProvider>{context.amp ? element : <Layout pathname={props.location.pathname}>{element}</Layout>}</AuthProvider>
    </LanguageProvider>
  )
}
