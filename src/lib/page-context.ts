import type { Lang } from './i18n'

/** What gatsby-node hands every page (see gatsby-node.ts). */
export type PageContext = {
  lang: Lang
  locale: 'en' | 'id'
  id?: number
  page?: number
  numPages?: number
  limit?: number
  skip?: number
}
