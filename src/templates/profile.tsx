import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { passwordMinLength } from '../../cms/src/collections/Users/password'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm, type Outcome } from '../components/LiveForm'
import { SavedPages } from '../components/SavedPages'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { DELETE, logout, UPDATE, type Account } from '../lib/account'
import { t, type Lang } from '../lib/i18n'
import { clearLiveCache, liveMutate } from '../lib/live'
import { liveErrorText, rejectedFields } from '../lib/live-errors'
import { localizePath } from '../lib/routes'

/**
 * A change of the password or the email address, sent with the current password, which the CMS
 * checks (cms/src/collections/Users/account-changes.ts); a wrong one comes back on the `currentPassword` field.
 */
async function changeWithProof(lang: Lang, id: number, data: Record<string, string>, saved: (account: Account) => void): Promise<Outcome | null> {
  try {
    saved((await liveMutate<{ updateUser: Account }>(UPDATE, { id, data })).updateUser)
    return null
  } catch (error) {
    const rejected = rejectedFields(error)
    if (rejected.currentPassword) {
      return { ok: false, message: t(lang, 'acCurrentPasswordWrong'), fields: { currentPassword: t(lang, 'acCurrentPasswordWrong') } }
    }
    if (rejected.email) return { ok: false, message: t(lang, 'acEmailRefused'), fields: { email: t(lang, 'acEmailRefused') } }
    throw error
  }
}

function AccountForms({ user, onLeave }: { user: Account; onLeave: (message: string) => void }) {
  const { lang } = useLanguage()
  const { setUser } = useAuth()
  const [leaving, setLeaving] = useState<string | null>(null)
  return (
    <>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t(lang, 'acDetails')}</h2>
        <p data-profile-email>{t(lang, 'email')}: <strong>{user.email}</strong></p>
        <LiveForm
          key={user.id}
          name="profile"
          submit="save"
          initial={{ name: user.name, phone: user.phone ?? '', language: user.language ?? 'en' }}
          fields={[
            { name: 'name', label: 'name', autoComplete: 'name' },
            { name: 'phone', label: 'acPhone', type: 'tel', autoComplete: 'tel', optional: true },
            { name: 'language', label: 'acLanguage', type: 'select', options: [{ value: 'en', label: 'English' }, { value: 'id', label: 'Bahasa Indonesia' }] },
          ]}
          onSubmit={async ({ name, phone, language }) => {
            const data = await liveMutate<{ updateUser: Account }>(UPDATE, { id: user.id, data: { name: name.trim(), phone: phone.trim() || null, language } })
            setUser(data.updateUser)
            return { ok: true, message: t(lang, 'acSaved') }
          }}
        />
      </section>
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">{t(lang, 'acChangePassword')}</h2>
        <LiveForm
          name="change-password"
          submit="savePassword"
          fields={[
            { name: 'currentPassword', label: 'acCurrentPassword', type: 'password', autoComplete: 'current-password' },
            { name: 'password', label: 'acNewPassword', type: 'password', autoComplete: 'new-password', newPassword: true, hint: t(lang, 'acPasswordHint', { min: passwordMinLength }) },
            { name: 'passwordRepeat', label: 'passwordRepeat', type: 'password', autoComplete: 'new-password', sameAs: 'password' },
          ]}
          onSubmit={async ({ currentPassword, password }) => {
            const refused = await changeWithProof(lang, user.id, { currentPassword, password }, setUser)
            if (refused) return refused
            return { ok: true, message: t(lang, 'acPasswordChanged'), clear: ['currentPassword', 'password', 'passwordRepeat'] }
          }}
        />
      </section>
      <section aria-labelledby="profile-email">
        <h2 id="profile-email">{t(lang, 'acChangeEmail')}</h2>
        {user.pendingEmail ? <p className="notice" data-pending-email>{t(lang, 'acEmailPending', { email: user.pendingEmail })}</p> : null}
        <LiveForm
          name="change-email"
          submit="acChangeEmail"
          fields={[
            { name: 'email', label: 'acNewEmail', type: 'email', autoComplete: 'email' },
            { name: 'currentPassword', label: 'acCurrentPassword', type: 'password', autoComplete: 'current-password' },
          ]}
          onSubmit={async ({ email, currentPassword }) => {
            const refused = await changeWithProof(lang, user.id, { email: email.trim(), currentPassword }, setUser)
            if (refused) return refused
            return { ok: true, message: t(lang, 'acEmailLinkSent', { email: email.trim() }), clear: ['email', 'currentPassword'] }
          }}
        />
      </section>
      <section aria-labelledby="profile-session">
        <h2 id="profile-session" className="visually-hidden">{t(lang, 'logout')}</h2>
        <p>
          <button type="button" className="button button--secondary" data-logout
            onClick={async () => {
              try {
                await logout()
                onLeave(t(lang, 'acLoggedOut'))
                setUser(null)
              } catch (error) {
                setLeaving(liveErrorText(lang, error))
              }
            }}>
            {t(lang, 'logout')}
          </button>
        </p>
        {leaving ? <p role="status" className="notice">{leaving}</p> : null}
      </section>
      <section aria-labelledby="profile-delete">
        <h2 id="profile-delete">{t(lang, 'acDeleteAccount')}</h2>
        <p>{t(lang, 'acDeleteIntro')}</p>
        <LiveForm
          name="delete-account"
          submit="acDeleteAccount"
          fields={[{ name: 'confirmPassword', label: 'password', type: 'password', autoComplete: 'current-password' }]}
          onSubmit={async ({ confirmPassword: currentPassword }) => {
            try {
              await liveMutate(DELETE, { currentPassword })
            } catch (error) {
              if (!rejectedFields(error).currentPassword) throw error
              return { ok: false, message: t(lang, 'acCurrentPasswordWrong'), fields: { confirmPassword: t(lang, 'acCurrentPasswordWrong') } }
            }
            await logout().catch(() => clearLiveCache())
            onLeave(t(lang, 'acDeleted'))
            setUser(null)
            return { ok: true, message: t(lang, 'acDeleted'), clear: ['confirmPassword'] }
          }}
        />
      </section>
    </>
  )
}

/** /profile/: the logged-in visitor's own account (the CMS lets nobody else read or change it). */
export default function Profile() {
  const { lang } = useLanguage()
  const { user, status, check } = useAuth()
  const [farewell, setFarewell] = useState<string | null>(null)
  useEffect(() => {
    if (status === 'unknown') void check()
  }, [status, check])

  return (
    <SimpleScreen title={t(lang, 'profile')} intro={t(lang, 'profileIntro')}>
      {user ? (
        <AccountForms user={user} onLeave={setFarewell} />
      ) : status === 'known' ? (
        <>
          {farewell ? <p className="notice" role="status" data-farewell>{farewell}</p> : null}
          <p className="notice" data-logged-out>
            {t(lang, 'acNotLoggedIn')} <Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link>
          </p>
        </>
      ) : status === 'error' ? (
        <p className="notice notice--error" role="alert">
          {t(lang, 'liveNetworkError')}{' '}
          <button type="button" className="link-button" onClick={() => void check(true)}>{t(lang, 'acRetry')}</button>
        </p>
      ) : (
        <p className="notice" role="status">{t(lang, 'acChecking')}</p>
      )}
      {/* The device's, not the account's: shown logged in or not. */}
      <SavedPages lang={lang} />
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('profile', 'profileIntro')
