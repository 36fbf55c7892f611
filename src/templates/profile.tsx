import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { passwordMinLength } from '@lestari/model/password'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm, newPasswordFields, type Outcome } from '../components/LiveForm'
import { EnquiryHistory } from '../components/EnquiryHistory'
import { FollowedProgress } from '../components/FollowedProgress'
import { PrivacyCentre } from '../components/PrivacyCentre'
import { VisitHistory } from '../components/VisitHistory'
import { SavedHomesList } from '../components/SavedHomesList'
import { SavedPages } from '../components/SavedPages'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { DELETE, logout, UPDATE, type Account } from '../lib/account'
import { t, translator, type Lang } from '../lib/i18n'
import { clearLiveCache, liveMutate } from '../lib/live'
import { liveErrorText, rejectedFields } from '../lib/live-errors'
import { localizePath } from '../lib/routes'
import { accountStrings } from './accounts.strings'
import { liveErrorStrings } from '../lib/live-errors.strings'

const text = translator(accountStrings)
const liveErrorMessage = translator(liveErrorStrings)

/**
 * A change of the password or the email address, sent with the current password, which the CMS
 * checks (cms/src/collections/Users/account-changes.ts); a wrong one comes back on the `currentPassword` field.
 */
async function changeWithProof(
  lang: Lang,
  id: number,
  data: Record<string, string>,
  saved: (account: Account) => void,
): Promise<Outcome | null> {
  try {
    saved((await liveMutate<{ updateUser: Account }>(UPDATE, { id, data })).updateUser)
    return null
  } catch (error) {
    const rejected = rejectedFields(error)
    if (rejected.currentPassword) {
      return {
        ok: false,
        message: text(lang, 'currentPasswordWrong'),
        fields: { currentPassword: text(lang, 'currentPasswordWrong') },
      }
    }
    if (rejected.email)
      return { ok: false, message: text(lang, 'emailRefused'), fields: { email: text(lang, 'emailRefused') } }
    throw error
  }
}

function AccountForms({ user, onLeave }: { user: Account; onLeave: (message: string) => void }) {
  const { lang } = useLanguage()
  const { setUser } = useAuth()
  const [leaving, setLeaving] = useState<string | null>(null)
  return (
    <>
      <VisitHistory lang={lang} />
      <SavedHomesList lang={lang} />
      <EnquiryHistory lang={lang} />
      <FollowedProgress lang={lang} />
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{text(lang, 'yourDetails')}</h2>
        <p data-profile-email>
          {text(lang, 'email')}: <strong>{user.email}</strong>
        </p>
        <LiveForm
          key={user.id}
          name="profile"
          submit={text(lang, 'saveChanges')}
          initial={{
            name: user.name,
            phone: user.phone ?? '',
            whatsapp: user.whatsapp ?? '',
            language: user.language ?? 'en',
          }}
          fields={[
            { name: 'name', label: text(lang, 'name'), autoComplete: 'name' },
            { name: 'phone', label: text(lang, 'phone'), type: 'tel', autoComplete: 'tel', optional: true },
            { name: 'whatsapp', label: text(lang, 'whatsapp'), type: 'tel', autoComplete: 'tel', optional: true },
            {
              name: 'language',
              label: text(lang, 'emailLanguage'),
              type: 'select',
              options: [
                { value: 'en', label: 'English' },
                { value: 'id', label: 'Bahasa Indonesia' },
              ],
            },
          ]}
          onSubmit={async ({ name, phone, whatsapp, language }) => {
            const data = await liveMutate<{ updateUser: Account }>(UPDATE, {
              id: user.id,
              data: { name: name.trim(), phone: phone.trim() || null, whatsapp: whatsapp.trim() || null, language },
            })
            setUser(data.updateUser)
            return { ok: true, message: text(lang, 'saved') }
          }}
        />
      </section>
      <PrivacyCentre lang={lang} />
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">{text(lang, 'changePassword')}</h2>
        <LiveForm
          name="change-password"
          submit={text(lang, 'savePassword')}
          fields={[
            {
              name: 'currentPassword',
              label: text(lang, 'currentPassword'),
              type: 'password',
              autoComplete: 'current-password',
            },
            ...newPasswordFields({
              password: text(lang, 'newPassword'),
              repeat: text(lang, 'passwordRepeat'),
              hint: text(lang, 'passwordHint', { min: passwordMinLength }),
            }),
          ]}
          onSubmit={async ({ currentPassword, password }) => {
            const refused = await changeWithProof(lang, user.id, { currentPassword, password }, setUser)
            if (refused) return refused
            return {
              ok: true,
              message: text(lang, 'passwordChanged'),
              clear: ['currentPassword', 'password', 'passwordRepeat'],
            }
          }}
        />
      </section>
      <section aria-labelledby="profile-email">
        <h2 id="profile-email">{text(lang, 'changeEmail')}</h2>
        {user.pendingEmail ? (
          <p className="notice" data-pending-email>
            {text(lang, 'emailPending', { email: user.pendingEmail })}
          </p>
        ) : null}
        <LiveForm
          name="change-email"
          submit={text(lang, 'changeEmail')}
          fields={[
            { name: 'email', label: text(lang, 'newEmail'), type: 'email', autoComplete: 'email' },
            {
              name: 'currentPassword',
              label: text(lang, 'currentPassword'),
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          onSubmit={async ({ email, currentPassword }) => {
            const refused = await changeWithProof(lang, user.id, { email: email.trim(), currentPassword }, setUser)
            if (refused) return refused
            return {
              ok: true,
              message: text(lang, 'emailLinkSent', { email: email.trim() }),
              clear: ['email', 'currentPassword'],
            }
          }}
        />
      </section>
      <section aria-labelledby="profile-session">
        <h2 id="profile-session" className="visually-hidden">
          {text(lang, 'logout')}
        </h2>
        <p>
          <button
            type="button"
            className="button button--ghost"
            data-logout
            onClick={async () => {
              try {
                await logout()
                onLeave(text(lang, 'loggedOut'))
                setUser(null)
              } catch (error) {
                setLeaving(liveErrorText(lang, error))
              }
            }}
          >
            {text(lang, 'logout')}
          </button>
        </p>
        {leaving ? (
          <p role="status" className="notice">
            {leaving}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="profile-delete">
        <h2 id="profile-delete">{text(lang, 'deleteAccount')}</h2>
        <p>{text(lang, 'deleteIntro')}</p>
        <LiveForm
          name="delete-account"
          submit={text(lang, 'deleteAccount')}
          fields={[
            {
              name: 'confirmPassword',
              label: text(lang, 'password'),
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          onSubmit={async ({ confirmPassword: currentPassword }) => {
            try {
              await liveMutate(DELETE, { currentPassword })
            } catch (error) {
              if (!rejectedFields(error).currentPassword) throw error
              return {
                ok: false,
                message: text(lang, 'currentPasswordWrong'),
                fields: { confirmPassword: text(lang, 'currentPasswordWrong') },
              }
            }
            await logout().catch(() => clearLiveCache())
            onLeave(text(lang, 'deleted'))
            setUser(null)
            return { ok: true, message: text(lang, 'deleted'), clear: ['confirmPassword'] }
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
    <SimpleScreen title={text(lang, 'yourProfile')} intro={text(lang, 'profileIntro')}>
      {user ? (
        <AccountForms user={user} onLeave={setFarewell} />
      ) : status === 'known' ? (
        <>
          {farewell ? (
            <p className="notice" role="status" data-farewell>
              {farewell}
            </p>
          ) : null}
          <p className="notice" data-logged-out>
            {text(lang, 'notLoggedIn')} <Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link>
          </p>
        </>
      ) : status === 'error' ? (
        <p className="notice notice--error" role="alert">
          {liveErrorMessage(lang, 'network')}{' '}
          <button type="button" className="link-button" onClick={() => void check(true)}>
            {text(lang, 'tryAgain')}
          </button>
        </p>
      ) : (
        <p className="notice" role="status">
          {text(lang, 'checkingSession')}
        </p>
      )}
      {/* The device's saved homes show logged out too (signed in, they lead the account's sections). */}
      {user ? null : <SavedHomesList lang={lang} />}
      <SavedPages lang={lang} />
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({
  title: text(lang, 'yourProfile'),
  intro: text(lang, 'profileIntro'),
}))
