import { useCallback, useEffect, useState } from 'react'
import type { ConsentPurpose, PrivacyExport } from '@lestari/model/privacy'
import { consentPurposes } from '@lestari/model/privacy'
import { formatDate, translator, type Lang } from '../lib/i18n'
import { liveErrorStrings } from '../lib/live-errors.strings'
import { privacyCentreStrings } from './PrivacyCentre.strings'

const text = translator(privacyCentreStrings)
const liveErrorMessage = translator(liveErrorStrings)

/** The CMS's privacy endpoints, on the site's own origin with the session cookie (cms/src/privacy/endpoints.ts). */
const exportPath = '/api/privacy/export'
const consentsPath = '/api/privacy/consents'

const purposeKeys = {
  'sales-contact': 'purposeSalesContact',
  newsletter: 'purposeNewsletter',
  'development-updates': 'purposeDevelopmentUpdates',
} as const satisfies Record<ConsentPurpose, string>

const savedCounts = (saved: PrivacyExport['savedHomes']) => ({
  developments: Array.isArray(saved?.developments) ? saved.developments.length : 0,
  units: Array.isArray(saved?.units) ? saved.units.length : 0,
})

/**
 * The privacy centre of the buyer's account (UU PDP): what the site holds about them, a copy to
 * download (JSON, CSV), where to correct their details, their consents per purpose with a button to
 * withdraw each, and what deleting the account erases. Read live from the CMS, about the signed-in
 * visitor only.
 */
export function PrivacyCentre({ lang }: { lang: Lang }) {
  const [data, setData] = useState<PrivacyExport | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<ConsentPurpose | null>(null)
  const [busy, setBusy] = useState<ConsentPurpose | null>(null)

  const load = useCallback(async () => {
    try {
      const res = await fetch(exportPath, { credentials: 'same-origin', cache: 'no-store' })
      if (!res.ok) throw new Error(`privacy export: ${res.status}`)
      setData((await res.json()) as PrivacyExport)
      setProblem(null)
    } catch {
      setProblem(liveErrorMessage(lang, 'network'))
    }
  }, [lang])

  useEffect(() => {
    void load()
  }, [load])

  const withdraw = async (purpose: ConsentPurpose) => {
    setBusy(purpose)
    try {
      const res = await fetch(consentsPath, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ purpose }),
      })
      if (!res.ok) throw new Error(`withdraw consent: ${res.status}`)
      setDone(purpose)
      await load()
    } catch {
      setProblem(liveErrorMessage(lang, 'network'))
    } finally {
      setBusy(null)
    }
  }

  const saved = savedCounts(data?.savedHomes ?? null)
  return (
    <section className="privacy-centre" aria-labelledby="privacy-title" id="privacy" data-privacy-centre>
      <h2 id="privacy-title">{text(lang, 'title')}</h2>
      <p>{text(lang, 'intro')}</p>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {data ? (
        <>
          <h3>{text(lang, 'held')}</h3>
          <dl className="privacy-centre__held" data-privacy-held>
            <dt>{text(lang, 'account')}</dt>
            <dd data-held="account">
              {[data.account?.name, data.account?.email, data.account?.phone, data.account?.whatsapp]
                .filter(Boolean)
                .join(' · ')}
            </dd>
            <dt>{text(lang, 'enquiries')}</dt>
            <dd data-held="enquiries">{data.enquiries.length}</dd>
            <dt>{text(lang, 'siteVisits')}</dt>
            <dd data-held="site-visits">{data.siteVisits.length}</dd>
            <dt>{text(lang, 'savedHomes')}</dt>
            <dd data-held="saved-homes">{text(lang, 'savedCount', saved)}</dd>
            <dt>{text(lang, 'subscriptions')}</dt>
            <dd data-held="subscriptions">{data.subscriptions.length}</dd>
            <dt>{text(lang, 'consents')}</dt>
            <dd data-held="consents">{data.consents.length}</dd>
          </dl>
          <h3>{text(lang, 'download')}</h3>
          <p>
            <a className="button button--ghost" href={`${exportPath}?download=1`} download data-export="json">
              {text(lang, 'downloadJSON')}
            </a>{' '}
            <a className="button button--ghost" href={`${exportPath}?format=csv`} download data-export="csv">
              {text(lang, 'downloadCSV')}
            </a>
          </p>
          <h3>{text(lang, 'correct')}</h3>
          <p>{text(lang, 'correctText')}</p>
          <h3>{text(lang, 'yourConsents')}</h3>
          <ul className="privacy-centre__consents">
            {consentPurposes.map((purpose) => {
              const records = data.consents.filter((c) => c.purpose === purpose)
              const open = records.find((c) => !c.withdrawnAt)
              const last = records[records.length - 1]
              return (
                <li key={purpose} data-consent={purpose} data-consent-active={open ? 'yes' : 'no'}>
                  <strong>{text(lang, purposeKeys[purpose])}</strong>
                  <br />
                  {open
                    ? text(lang, 'givenOn', { date: formatDate(open.givenAt, lang) })
                    : last?.withdrawnAt
                      ? text(lang, 'withdrawnOn', { date: formatDate(last.withdrawnAt, lang) })
                      : text(lang, 'notGiven')}{' '}
                  {open ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy !== null}
                      onClick={() => void withdraw(purpose)}
                    >
                      {text(lang, 'withdraw')}
                    </button>
                  ) : null}
                  {done === purpose ? (
                    <span role="status" className="notice">
                      {' '}
                      {text(lang, 'withdrawn')}
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
          <h3>{text(lang, 'deletion')}</h3>
          <p>{text(lang, 'deletionText')}</p>
        </>
      ) : problem ? null : (
        <p role="status">{text(lang, 'loading')}</p>
      )}
    </section>
  )
}
