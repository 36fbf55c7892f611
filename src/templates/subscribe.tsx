import { useEffect, useState } from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm } from '../components/LiveForm'
import { liveErrorText } from '../lib/live-errors'
import { Seo } from '../components/Seo'
import { SimpleScreen } from '../components/SimpleScreen'
import { localeOf, translator, type Lang } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import type { PageContext } from '../lib/page-context'
import { developmentPath, localizePath } from '../lib/routes'
import { subscribeStrings } from './subscribe.strings'

const text = translator(subscribeStrings)

type Data = Queries.SubscribeQuery

type Project = NonNullable<Data['project']> | undefined

const texts = (lang: Lang, project: Project) =>
  project
    ? {
        title: text(lang, 'projectTitle', { name: project.title! }),
        intro: text(lang, 'projectIntro', { name: project.title! }),
      }
    : { title: text(lang, 'subscribeTitle'), intro: text(lang, 'subscribeIntro') }

const SUBSCRIBE = `mutation Subscribe($email: String!, $name: String, $project: String, $locale: String) {
  subscribe(email: $email, name: $name, project: $project, locale: $locale)
}`
const CONFIRM = `mutation ConfirmSubscription($token: String!) { confirmSubscription(token: $token) }`
const UNSUBSCRIBE = `mutation Unsubscribe($token: String!) { unsubscribe(token: $token) }`

type LinkState = { kind: 'working' | 'ok' | 'error'; message: string }

/** The two links of the confirmation email: `?confirm={token}` and `?unsubscribe={token}`. */
function useEmailLink(search: string, lang: Lang): LinkState | null {
  const [state, setState] = useState<LinkState | null>(null)
  useEffect(() => {
    const params = new URLSearchParams(search)
    const confirm = params.get('confirm')
    const leave = params.get('unsubscribe')
    const token = confirm ?? leave
    if (!token) return
    setState({ kind: 'working', message: text(lang, 'confirming') })
    const [document, field, done] = confirm
      ? ([CONFIRM, 'confirmSubscription', text(lang, 'confirmed')] as const)
      : ([UNSUBSCRIBE, 'unsubscribe', text(lang, 'unsubscribed')] as const)
    liveMutate<Record<string, boolean>>(document, { token })
      .then((r) =>
        setState(r[field] ? { kind: 'ok', message: done } : { kind: 'error', message: text(lang, 'linkInvalid') }),
      )
      .catch((error) => setState({ kind: 'error', message: liveErrorText(lang, error) }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is followed once, when the page opens
  }, [])
  return state
}

/**
 * /subscribe/ (the city's news) and /subscribe/{development}/ (one development's updates). One
 * subscriber per email: subscribing again adds the development; the CMS emails a confirmation link.
 */
export default function Subscribe({ data, location }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const project = data.project ?? undefined
  const { title, intro } = texts(lang, project)
  const link = useEmailLink(location.search, lang)
  return (
    <SimpleScreen title={title} intro={intro}>
      {link ? (
        <p
          className={link.kind === 'error' ? 'notice notice--error' : 'notice'}
          role={link.kind === 'error' ? 'alert' : 'status'}
          data-link={link.kind}
        >
          {link.message}
        </p>
      ) : null}
      {project ? (
        <p>
          <Link to={localizePath(developmentPath(project.kind, project.slug!), lang)}>{project.title}</Link>
        </p>
      ) : null}
      <LiveForm
        name="subscribe"
        submit={text(lang, 'subscribe')}
        fields={[
          { name: 'name', label: text(lang, 'name'), autoComplete: 'name', optional: true },
          { name: 'email', label: text(lang, 'email'), type: 'email', autoComplete: 'email' },
        ]}
        onSubmit={async ({ name, email }) => {
          await liveMutate(SUBSCRIBE, {
            email: email.trim(),
            name: name.trim() || null,
            project: project?.slug ?? null,
            locale: localeOf(lang),
          })
          return { ok: true, message: text(lang, 'sent', { email: email.trim() }) }
        }}
      />
    </SimpleScreen>
  )
}

export const query = graphql`
  query Subscribe($id: Int = 0, $locale: String!) {
    project: cmsProject(remoteId: { eq: $id }, locale: { eq: $locale }) {
      title
      slug
      kind
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, PageContext>) {
  const { title, intro } = texts(pageContext.lang, data.project ?? undefined)
  return <Seo title={title} description={intro} path={location.pathname} />
}
