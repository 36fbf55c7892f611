import { useState } from 'react'
import type { PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { useMounted } from '../components/useMounted'
import { translator, type Lang } from '../lib/i18n'
import { liveErrorText } from '../lib/live-errors'
import { liveMutate } from '../lib/live'
import { visitCancelStrings } from './visit-cancel.strings'

const text = translator(visitCancelStrings)
const texts = (lang: Lang) => ({ title: text(lang, 'title'), intro: text(lang, 'intro') })

const CANCEL = `mutation CancelSiteVisit($token: String!) { cancelSiteVisit(token: $token) }`

type State = { kind: 'idle' | 'working' } | { kind: 'ok' | 'error'; message: string }

/**
 * /visit/cancel/?token=…: the link in a site visit's emails. The buyer confirms with the button
 * (a mail scanner that opens the link cancels nothing); the CMS checks the signed token, cancels
 * the visit and frees its place.
 */
export default function VisitCancel({ location }: PageProps) {
  const { lang } = useLanguage()
  const ready = useMounted()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const token = ready ? new URLSearchParams(location.search).get('token') : null
  const cancel = () => {
    setState({ kind: 'working' })
    liveMutate<{ cancelSiteVisit: boolean }>(CANCEL, { token })
      .then((r) =>
        setState(
          r.cancelSiteVisit
            ? { kind: 'ok', message: text(lang, 'cancelled') }
            : { kind: 'error', message: text(lang, 'invalid') },
        ),
      )
      .catch((error) => setState({ kind: 'error', message: liveErrorText(lang, error) }))
  }
  const { title, intro } = texts(lang)
  return (
    <SimpleScreen title={title} intro={intro}>
      {state.kind === 'ok' || state.kind === 'error' ? (
        <p
          className={state.kind === 'error' ? 'notice notice--error' : 'notice'}
          role={state.kind === 'error' ? 'alert' : 'status'}
          data-link={state.kind}
        >
          {state.message}
        </p>
      ) : null}
      {ready && !token ? <p>{text(lang, 'noToken')}</p> : null}
      {state.kind !== 'ok' && token ? (
        <p>
          <button type="button" className="button" disabled={state.kind === 'working'} onClick={cancel}>
            {state.kind === 'working' ? text(lang, 'cancelling') : text(lang, 'cancel')}
          </button>
        </p>
      ) : null}
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead(texts)
