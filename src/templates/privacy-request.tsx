import { useState, type FormEvent } from 'react'
import type { PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { useMounted } from '../components/useMounted'
import { localeOf, translator, type Lang } from '../lib/i18n'
import { liveErrorStrings } from '../lib/live-errors.strings'
import { privacyRequestStrings } from './privacy-request.strings'

const text = translator(privacyRequestStrings)
const liveErrorMessage = translator(liveErrorStrings)
const texts = (lang: Lang) => ({ title: text(lang, 'title'), intro: text(lang, 'intro') })

/** The CMS's endpoints for requests by email (cms/src/privacy/requests.ts), on the site's origin. */
const api = '/api/privacy/requests'

type Notice = { ok: boolean; message: string } | null

const post = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/**
 * /privacy/: a person without an account asks for their data by email. Without a token, a form
 * sends the link; with the emailed link's token, the page offers the copy (JSON, CSV) and the
 * erasure of what the site holds under that address. The CMS answers the request alike for
 * every address, so the page says the same whatever was typed.
 */
export default function PrivacyRequest({ location }: PageProps) {
  const { lang } = useLanguage()
  const ready = useMounted()
  const token = ready ? new URLSearchParams(location.search).get('token') : null
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<Notice>(null)
  const [working, setWorking] = useState(false)
  const [linkGone, setLinkGone] = useState(false)

  const ask = async (event: FormEvent) => {
    event.preventDefault()
    setWorking(true)
    try {
      const res = await post(api, { email: email.trim(), locale: localeOf(lang) })
      if (res.status === 400) throw new Error('refused')
      if (!res.ok) throw new Error(`privacy request: ${res.status}`)
      setNotice({ ok: true, message: text(lang, 'sent', { email: email.trim() }) })
    } catch {
      setNotice({ ok: false, message: liveErrorMessage(lang, 'network') })
    } finally {
      setWorking(false)
    }
  }

  const erase = async () => {
    setWorking(true)
    try {
      const res = await post(`${api}/erase`, { token })
      if (res.status === 404) {
        setLinkGone(true)
        setNotice({ ok: false, message: text(lang, 'invalid') })
        return
      }
      if (!res.ok) throw new Error(`privacy erase: ${res.status}`)
      const { erased } = (await res.json()) as {
        erased: { enquiries: number; siteVisits: number; subscriptions: number }
      }
      setLinkGone(true)
      setNotice({
        ok: true,
        message: text(lang, 'deleted', {
          enquiries: erased.enquiries,
          visits: erased.siteVisits,
          subscriptions: erased.subscriptions,
        }),
      })
    } catch {
      setNotice({ ok: false, message: liveErrorMessage(lang, 'network') })
    } finally {
      setWorking(false)
    }
  }

  const exportLink = (format: 'json' | 'csv') =>
    `${api}/export?${new URLSearchParams({ token: token ?? '', ...(format === 'csv' ? { format } : { download: '1' }) })}`

  const { title, intro } = texts(lang)
  return (
    <SimpleScreen title={title} intro={intro}>
      {notice ? (
        <p
          className={notice.ok ? 'notice' : 'notice notice--error'}
          role={notice.ok ? 'status' : 'alert'}
          data-privacy-notice={notice.ok ? 'ok' : 'error'}
        >
          {notice.message}
        </p>
      ) : null}
      {token && !linkGone ? (
        <section aria-labelledby="privacy-link-title" data-privacy-link>
          <h2 id="privacy-link-title">{text(lang, 'withLink')}</h2>
          <p>
            <a className="button button--ghost" href={exportLink('json')} download data-export="json">
              {text(lang, 'downloadJSON')}
            </a>{' '}
            <a className="button button--ghost" href={exportLink('csv')} download data-export="csv">
              {text(lang, 'downloadCSV')}
            </a>
          </p>
          <p>{text(lang, 'deleteIntro')}</p>
          <p>
            <button type="button" className="button" disabled={working} onClick={() => void erase()}>
              {working ? text(lang, 'deleting') : text(lang, 'delete')}
            </button>
          </p>
        </section>
      ) : null}
      {ready && (!token || linkGone) ? (
        <form className="form" onSubmit={(e) => void ask(e)} data-form="privacy-request">
          {token ? <h2>{text(lang, 'askAgain')}</h2> : null}
          <p className="form__field">
            <label htmlFor="privacy-email">{text(lang, 'email')}</label>
            <input
              id="privacy-email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </p>
          <p>
            <button type="submit" className="button" disabled={working}>
              {text(lang, 'send')}
            </button>
          </p>
          <p>{text(lang, 'haveAccount')}</p>
        </form>
      ) : null}
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead(texts)
