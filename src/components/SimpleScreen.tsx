import type { ReactNode } from 'react'
import { Seo } from './Seo'
import { t, type Lang, type MessageKey } from '../lib/i18n'

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
export const simpleScreenHead = (title: MessageKey, intro?: MessageKey) =>
  function Head({ location, pageContext }: { location: { pathname: string }; pageContext: { lang: Lang } }) {
    return <Seo title={t(pageContext.lang, title)} description={intro ? t(pageContext.lang, intro) : undefined} path={location.pathname} noindex />
  }
