import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useLanguage } from '../components/LanguageProvider'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { localeOf, t, type Lang } from '../lib/i18n'
import { kindSegment } from '../lib/routes'
import Development from './development'
import NewsPost from './news-post'
import CmsPage from './page'

/**
 * /preview/?collection=posts&id=...: a draft rendered by the site's own template, for editors.
 * The page itself is static and empty; the draft comes from the CMS in the browser with the
 * editor's session cookie, so nobody without a CMS account ever sees it.
 */
type Doc = Record<string, unknown>
type Renderer = (doc: Doc, lang: Lang) => ReactNode
const asTemplate = (Template: ComponentType<never>, field: string, context: (doc: Doc) => object = () => ({})): Renderer => (doc, lang) => {
  const Page = Template as ComponentType<{ data: unknown; pageContext: unknown }>
  return <Page data={{ [field]: doc }} pageContext={{ lang, locale: localeOf(lang), ...context(doc) }} />
}

/** REST gives a block its `blockType` (the CMS slug); the templates know the GraphQL type name. */
const withTypeNames = (doc: Doc): Doc => ({
  ...doc,
  layout: ((doc.layout as Doc[] | undefined) ?? []).map((block) => {
    const slug = String(block.blockType)
    const name = slug[0].toUpperCase() + slug.slice(1)
    return { ...block, __typename: `CMS_${name.endsWith('Block') ? name : `${name}Block`}` }
  }),
})

/** Collections that can be previewed, with the template that renders them. */
const previewable: Record<string, Renderer> = {
  posts: asTemplate(NewsPost as ComponentType<never>, 'post'),
  pages: (doc, lang) => asTemplate(CmsPage as ComponentType<never>, 'page')(withTypeNames(doc), lang),
  projects: asTemplate(Development as ComponentType<never>, 'project', (doc) => ({ id: doc.id, segment: kindSegment(String(doc.kind)) })),
}

type State = { status: 'loading' } | { status: 'denied' | 'missing' | 'failed' } | { status: 'ready'; doc: Record<string, unknown> }

export default function Preview({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const params = new URLSearchParams(location.search)
  const collection = params.get('collection') ?? ''
  const id = params.get('id') ?? ''
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    if (!previewable[collection] || !/^\d+$/.test(id)) return setState({ status: 'missing' })
    const url = `/api/${collection}/${id}?draft=true&depth=2&locale=${localeOf(lang)}`
    fetch(url, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        if (res.status === 401 || res.status === 403) return setState({ status: 'denied' })
        if (res.status === 404) return setState({ status: 'missing' })
        if (!res.ok) return setState({ status: 'failed' })
        setState({ status: 'ready', doc: (await res.json()) as Record<string, unknown> })
      })
      .catch(() => setState({ status: 'failed' }))
  }, [collection, id, lang])

  if (state.status === 'ready') {
    return (
      <>
        <p className="preview-banner" role="status">{t(lang, 'previewNotice')}</p>
        {previewable[collection](state.doc, lang)}
      </>
    )
  }
  const message = { loading: 'previewLoading', denied: 'previewDenied', missing: 'previewMissing', failed: 'previewFailed' } as const
  return (
    <SimpleScreen title={t(lang, 'previewTitle')}>
      <p role="status">{t(lang, message[state.status])}</p>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('previewTitle')
