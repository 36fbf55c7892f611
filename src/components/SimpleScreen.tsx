import type { ReactNode } from 'react'
import { Seo } from './Seo'
import type { Lang } from '../lib/i18n'

/** The frame of a screen that has a title, an introduction and a form. */
export function SimpleScreen({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container section narrow">
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </div>
  )
}

/** The head of such a screen; these screens hold the visitor's own data and stay out of search engines. */
export const simpleScreenHead = (texts: (lang: Lang) => { title: string; intro?: string }) =>
  function Head({ location, pageContext }: { location: { pathname: string }; pageContext: { lang: Lang } }) {
    const { title, intro } = texts(pageContext.lang)
    return <Seo title={title} description={intro} path={location.pathname} noindex />
  }
