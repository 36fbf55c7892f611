import { useLivePreview } from '@payloadcms/live-preview-react'
import { graphql, useStaticQuery } from 'gatsby'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useLanguage } from '../components/LanguageProvider'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { localeOf, translator, type Lang } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import {
  isPreviewCollection,
  previewCollections,
  previewDocURL,
  toTemplateDoc,
  type PreviewCollection,
} from '../lib/preview-data'
import { kindSegment, pageVariant } from '../lib/routes'
import Development from './development'
import NewsPost from './news-post'
import CmsPage from './page'
import { previewStrings } from './preview.strings'

const text = translator(previewStrings)

/**
 * /preview/?collection=posts&id=...: a draft rendered by the site's own template, for editors,
 * and the page the CMS admin's Live Preview panel shows beside the form. The page itself is static
 * and empty; the draft comes from the CMS in the browser with the editor's session cookie, so
 * nobody without a CMS account ever sees it. In the admin's panel, each change in the form arrives
 * as a `payload-live-preview` message (accepted only from this page's own origin, where the admin
 * is served), which Payload's live-preview client sends back to the CMS, again with the editor's
 * cookie, to have its relations filled in.
 */
type Doc = Record<string, unknown>

/**
 * The templates, typed loosely: a REST answer has no compile-time type, so its shape is checked
 * against the build's page data by tests/e2e/live-preview.spec.ts instead.
 */
type TemplateProps = { data: Record<string, unknown>; pageContext: PageContext }
const templates = { posts: NewsPost, pages: CmsPage, projects: Development } as unknown as Record<
  PreviewCollection,
  ComponentType<TemplateProps>
>

/** What gatsby-node gives each template's page besides the language (see its createPages). */
const pageContextOf = (collection: PreviewCollection, doc: Doc): Partial<PageContext> => {
  if (collection === 'projects') return { id: Number(doc.id), segment: kindSegment(String(doc.kind)) }
  if (collection === 'pages') return { id: Number(doc.id), variant: pageVariant(String(doc.slug)) }
  return { id: Number(doc.id) }
}

/** The published site settings a template's page query reads beside its document, from the build as the page query gets them. */
type Settings = { en: unknown; id: unknown }

function render(collection: PreviewCollection, doc: Doc, lang: Lang, settings: Settings): ReactNode {
  const Page = templates[collection]
  const data = {
    [previewCollections[collection]]: toTemplateDoc(collection, doc),
    // A development's draft is shown without its construction progress (published updates are the build's).
    ...(collection === 'projects' ? { settings: settings[localeOf(lang)], progress: { nodes: [] } } : {}),
  }
  return <Page data={data} pageContext={{ lang, locale: localeOf(lang), ...pageContextOf(collection, doc) }} />
}

let lastMerge: Promise<unknown> = Promise.resolve()

/**
 * The Live Preview's merge request: a failed one (a session that ended, say) keeps the last draft
 * shown. One at a time, each answered whole before the next is sent: the preview shows each
 * message's answer as it comes, and an answer that came late (the draft as the preview opened with
 * it) would otherwise replace a newer one (the title just typed).
 */
const mergeRequest = ({
  apiPath,
  data,
  endpoint,
  serverURL,
}: {
  apiPath: string
  data: unknown
  endpoint: string
  serverURL: string
}): Promise<Response> => {
  const answer = lastMerge.then(async () => {
    const res = await fetch(`${serverURL}${apiPath}/${endpoint}`, {
      method: 'POST',
      body: JSON.stringify(data),
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
    })
    if (!res.ok) throw new Error(`Live preview: HTTP ${res.status}`)
    return new Response(await res.text(), { status: res.status, headers: res.headers })
  })
  lastMerge = answer.catch(() => undefined)
  return answer
}

function LiveDraft({ collection, initial, lang }: { collection: PreviewCollection; initial: Doc; lang: Lang }) {
  const { data } = useLivePreview<Doc>({
    initialData: initial,
    serverURL: window.location.origin,
    depth: 2,
    requestHandler: mergeRequest,
  })
  const settings = useStaticQuery<Settings>(graphql`
    query PreviewSettings {
      en: cmsSiteSetting(locale: { eq: "en" }) {
        ...DevelopmentSettings
      }
      id: cmsSiteSetting(locale: { eq: "id" }) {
        ...DevelopmentSettings
      }
    }
  `)
  // The form carries no join fields (a development's unit types): those stay as first read.
  const doc = { ...initial, ...data }
  // The document's state as the form has it: a draft, or published (after the editor published).
  const notice = doc._status === 'published' ? 'publishedNotice' : 'draftNotice'
  return (
    <>
      <p className="preview-banner" role="status">
        {text(lang, notice)}
      </p>
      {render(collection, doc, lang, settings)}
    </>
  )
}

/**
 * Marks the page as a preview (`data-preview` on <html>) while it is shown: the site's pop-ups
 * (the popup banner, the compare tray, a development's WhatsApp bar) stay out of the way of the
 * page being checked (global.css).
 */
function useMarkedAsPreview() {
  useEffect(() => {
    document.documentElement.dataset.preview = ''
    return () => {
      delete document.documentElement.dataset.preview
    }
  }, [])
}

type State = { status: 'loading' } | { status: 'denied' | 'missing' | 'failed' } | { status: 'ready'; doc: Doc }

export default function Preview({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const params = new URLSearchParams(location.search)
  const collection = params.get('collection') ?? ''
  const id = params.get('id') ?? ''
  const [state, setState] = useState<State>({ status: 'loading' })
  useMarkedAsPreview()

  useEffect(() => {
    if (!isPreviewCollection(collection) || !/^\d+$/.test(id)) return setState({ status: 'missing' })
    fetch(previewDocURL(collection, id, localeOf(lang)), { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        if (res.status === 401 || res.status === 403) return setState({ status: 'denied' })
        if (res.status === 404) return setState({ status: 'missing' })
        if (!res.ok) return setState({ status: 'failed' })
        setState({ status: 'ready', doc: (await res.json()) as Doc })
      })
      .catch(() => setState({ status: 'failed' }))
  }, [collection, id, lang])

  if (state.status === 'ready' && isPreviewCollection(collection)) {
    return <LiveDraft key={`${collection}:${id}:${lang}`} collection={collection} initial={state.doc} lang={lang} />
  }
  const message = {
    loading: 'loading',
    denied: 'denied',
    missing: 'missing',
    failed: 'failed',
    ready: 'missing',
  } as const
  return (
    <SimpleScreen title={text(lang, 'title')}>
      <p role="status">{text(lang, message[state.status])}</p>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({ title: text(lang, 'title') }))
