'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { UndeliveredEmail } from '../email/queue'
import { formatDateTime } from '../utilities/format-date'

function SendAgain({ id }: { id: number }) {
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
      {state === 'failed' ? 'Could not queue it; try again' : 'Send again'}
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
  if (!totalFailed && !retrying) return null
  return (
    <section
      className="undelivered-emails"
      role="alert"
      style={{
        margin: '1rem 0',
        padding: '0.75rem',
        border: '1px solid var(--theme-error-500)',
        borderRadius: 6,
      }}
    >
      <h3 style={{ margin: '0 0 0.5rem' }}>Emails not delivered</h3>
      {retrying ? (
        <p className="undelivered-emails__retrying">
          {`${retrying === 1 ? '1 email is' : `${retrying} emails are`} waiting: the mail server refused or did not answer, and the CMS tries again, less and less often, for about 11 hours.`}
        </p>
      ) : null}
      {totalFailed ? (
        <>
          <p>
            {totalFailed === 1 ? 'This email was' : `These ${totalFailed} emails were`} not delivered after every
            attempt{emails.length < totalFailed ? ` (the newest ${emails.length} are listed)` : ''}:
          </p>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {emails.map((email) => (
              <li key={email.id} style={{ padding: '0.4rem 0', borderTop: '1px solid var(--theme-elevation-100)' }}>
                <strong>{email.subject || '(no subject)'}</strong> to {email.to}{' '}
                <time dateTime={email.at} style={{ color: 'var(--theme-elevation-500)' }}>
                  {formatDateTime(email.at, timeZone)}
                </time>
                <div>{`Last error: ${email.error}`}</div>
                <SendAgain id={email.id} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
