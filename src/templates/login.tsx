import { useEffect, useState } from 'react'
import { Link, navigate } from 'gatsby'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm } from '../components/LiveForm'
import { liveErrorText } from '../lib/live-errors'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { CONFIRM_EMAIL_CHANGE, login, VERIFY } from '../lib/account'
import { t, translator, type StringKey } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import { localizePath, privacyRequestPath } from '../lib/routes'
import { accountStrings } from './accounts.strings'

const text = translator(accountStrings)

/** The links emails bring here: each runs its mutation with the token first. */
const emailLinks: {
  param: string
  document: string
  answer: string
  ok: StringKey<typeof accountStrings>
  failed: StringKey<typeof accountStrings>
}[] = [
  // The confirmation email of a new account.
  { param: 'verify', document: VERIFY, answer: 'verifyEmailUser', ok: 'verified', failed: 'verifyFailed' },
  // The link sent to the new address of an email change.
  {
    param: 'email-change',
    document: CONFIRM_EMAIL_CHANGE,
    answer: 'confirmEmailChange',
    ok: 'emailChanged',
    failed: 'emailChangeFailed',
  },
]

/**
 * /login/: logs in with the CMS's session cookie, then opens the profile. The confirmation email
 * of a new account links here with `?verify={token}`, and the link to confirm a new email address
 * with `?email-change={token}`: the token is used first.
 */
export default function Login({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const { user, setUser } = useAuth()
  const [verify, setVerify] = useState<{ kind: 'working' | 'ok' | 'error'; message: string } | null>(null)

  useEffect(() => {
    const query = new URLSearchParams(location.search)
    const link = emailLinks.find((l) => query.get(l.param))
    if (!link) return
    setVerify({ kind: 'working', message: text(lang, 'verifying') })
    liveMutate<Record<string, boolean>>(link.document, { token: query.get(link.param) })
      .then((r) =>
        setVerify(
          r[link.answer]
            ? { kind: 'ok', message: text(lang, link.ok) }
            : { kind: 'error', message: text(lang, link.failed) },
        ),
      )
      .catch((error) =>
        setVerify({
          kind: 'error',
          message: (error as { errors?: unknown }).errors ? text(lang, link.failed) : liveErrorText(lang, error),
        }),
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token is read once, when the page opens
  }, [])

  return (
    <SimpleScreen title={t(lang, 'login')}>
      {verify ? (
        <p
          className={verify.kind === 'error' ? 'notice notice--error' : 'notice'}
          role={verify.kind === 'error' ? 'alert' : 'status'}
          data-verify={verify.kind}
        >
          {verify.message}
        </p>
      ) : null}
      {user ? (
        <p className="notice" data-logged-in>
          {text(lang, 'loggedInAs', { name: user.name })}{' '}
          <Link to={localizePath('/profile/', lang)}>{text(lang, 'goToProfile')}</Link>
        </p>
      ) : null}
      <LiveForm
        name="login"
        submit={t(lang, 'login')}
        fields={[
          { name: 'email', label: text(lang, 'email'), type: 'email', autoComplete: 'email' },
          { name: 'password', label: text(lang, 'password'), type: 'password', autoComplete: 'current-password' },
        ]}
        onSubmit={async ({ email, password }) => {
          const account = await login(email, password)
          setUser(account)
          void navigate(localizePath('/profile/', lang))
          return { ok: true, message: text(lang, 'loggedInAs', { name: account.name }) }
        }}
      >
        <p>
          <Link to={localizePath('/forgot-password/', lang)}>{text(lang, 'forgotPassword')}</Link>
        </p>
        <p>
          {text(lang, 'noAccount')} <Link to={localizePath('/register/', lang)}>{text(lang, 'createAccount')}</Link>
        </p>
        <p>
          <Link to={localizePath(privacyRequestPath, lang)}>{text(lang, 'dataWithoutAccount')}</Link>
        </p>
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({ title: t(lang, 'login') }))
