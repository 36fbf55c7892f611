'use client'
import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { UndeliveredEmail } from '../email/queue'
import type { AdminTextKey, AdminTexts } from '../i18n'
import { formatDateTime } from '../utilities/format-date'

function SendAgain({ id }: { id: number }) {
  const { t } = useTranslation<AdminTexts, AdminTextKey>()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle')
  const sendAgain = async () => {
    setState('sending')
    const res = await fetch(`/api/email-deliveries/${id}/retry`, { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    if (res?.ok) router.refresh()
    else setState('failed')
  }
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      onClick={sendAgain}
      disabled={state === 'sending'}
    >
      {t(state === 'failed' ? 'custom:emailsSendAgainFailed' : 'custom:emailsSendAgain')}
    </button>
  )
}

/**
 * On the admin's dashboard, when emails are not getting through: the ones the queue gave up on
 * (recipient, subject, the mail server's last answer) with a button to send each again, and how
 * many are still being tried. Nothing when every email went out.
 */
export function UndeliveredEmails({
  emails,
  totalFailed,
  retrying,
  timeZone,
}: {
  emails: UndeliveredEmail[]
  totalFailed: number
  retrying: number
  /** The site's time zone (cmsSettings.siteTimeZone), from the server. */
  timeZone: string
}) {
  const { i18n, t } = useTranslation<AdminTexts, AdminTextKey>()
  if (!totalFailed && !retrying) return null
  return (
    <section className="undelivered-emails site-panel site-panel--alert" role="alert">
      <h3>{t('custom:emailsNotDelivered')}</h3>
      {retrying ? (
        <p className="undelivered-emails__retrying">{t('custom:emailsRetrying', { count: retrying })}</p>
      ) : null}
      {totalFailed ? (
        <>
          <p>
            {t('custom:emailsFailed', { count: totalFailed })}
            {emails.length < totalFailed ? ` ${t('custom:emailsNewestListed', { shown: emails.length })}` : ''}
          </p>
          <ul className="site-panel__list">
            {emails.map((email) => (
              <li key={email.id}>
                <strong>{email.subject || t('custom:emailsNoSubject')}</strong> {t('custom:emailsTo', { to: email.to })}{' '}
                <time dateTime={email.at}>{formatDateTime(email.at, timeZone, i18n.language)}</time>
                <div>{t('custom:emailsLastError', { error: email.error })}</div>
                <SendAgain id={email.id} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
