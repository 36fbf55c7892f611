import { useEffect, useState } from 'react'
import { Link, navigate } from 'gatsby'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm, liveErrorText } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { login, VERIFY } from '../lib/account'
import { t } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import { localizePath } from '../lib/routes'

/**
 * /login/: logs in with the CMS's session cookie, then opens the profile. The confirmation email
 * of a new account links here with `?verify={token}`, which confirms the email first.
 */
export default function Login({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const { user, setUser } = useAuth()
  const [verify, setVerify] = useState<{ kind: 'working' | 'ok' | 'error'; message: string } | null>(null)

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('verify')
    if (!token) return
    setVerify({ kind: 'working', message: t(lang, 'acVerifying') })
    liveMutate<{ verifyEmailUser: boolean }>(VERIFY, { token })
      .then((r) => setVerify(r.verifyEmailUser ? { kind: 'ok', message: t(lang, 'acVerified') } : { kind: 'error', message: t(lang, 'acVerifyFailed') }))
      .catch((error) =>
        setVerify({ kind: 'error', message: (error as { errors?: unknown }).errors ? t(lang, 'acVerifyFailed') : liveErrorText(lang, error) }),
      )
    // The token is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <SimpleScreen title={t(lang, 'login')}>
      {verify ? (
        <p className={verify.kind === 'error' ? 'notice notice--error' : 'notice'} role={verify.kind === 'error' ? 'alert' : 'status'} data-verify={verify.kind}>
          {verify.message}
        </p>
      ) : null}
      {user ? (
        <p className="notice" data-logged-in>
          {t(lang, 'acLoggedInAs', { name: user.name })} <Link to={localizePath('/profile/', lang)}>{t(lang, 'acGoToProfile')}</Link>
        </p>
      ) : null}
      <LiveForm
        name="login"
        submit="login"
        fields={[
          { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'password', type: 'password', autoComplete: 'current-password' },
        ]}
        onSubmit={async ({ email, password }) => {
          const account = await login(email, password)
          setUser(account)
          void navigate(localizePath('/profile/', lang))
          return { ok: true, message: t(lang, 'acLoggedInAs', { name: account.name }) }
        }}
      >
        <p><Link to={localizePath('/forgot-password/', lang)}>{t(lang, 'forgotPassword')}</Link></p>
        <p>{t(lang, 'noAccount')} <Link to={localizePath('/register/', lang)}>{t(lang, 'register')}</Link></p>
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('login')
