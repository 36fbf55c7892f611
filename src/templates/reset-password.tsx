import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { passwordMinLength } from '@lestari/model/password'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm, newPasswordFields } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { RESET, type Account } from '../lib/account'
import { translator } from '../lib/i18n'
import { clearLiveCache, liveMutate } from '../lib/live'
import { liveErrorKind } from '../lib/live-errors'
import { localizePath } from '../lib/routes'
import { accountStrings } from './accounts.strings'

const text = translator(accountStrings)

/** The second step of a password reset: the link in the email opens this with ?token=... */
export default function ResetPassword({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const { setUser } = useAuth()
  // Read after hydration: the static HTML has no query string.
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const [done, setDone] = useState(false)
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), [location.search])

  return (
    <SimpleScreen title={text(lang, 'choosePassword')} intro={text(lang, 'choosePasswordIntro')}>
      {token === null ? (
        <p className="notice" role="status">
          {text(lang, 'resetNoToken')}{' '}
          <Link to={localizePath('/forgot-password/', lang)}>{text(lang, 'askNewLink')}</Link>
        </p>
      ) : null}
      <LiveForm
        name="reset-password"
        submit={text(lang, 'savePassword')}
        fields={[
          ...newPasswordFields({
            password: text(lang, 'password'),
            repeat: text(lang, 'passwordRepeat'),
            hint: text(lang, 'passwordHint', { min: passwordMinLength }),
          }),
        ]}
        onSubmit={async ({ password }) => {
          if (!token) return { ok: false, message: text(lang, 'resetNoToken') }
          try {
            await clearLiveCache()
            const data = await liveMutate<{ resetPasswordUser: { user: Account | null } }>(RESET, { token, password })
            if (data.resetPasswordUser.user) setUser(data.resetPasswordUser.user)
          } catch (error) {
            const kind = liveErrorKind(error)
            if (kind === 'network' || kind === 'server' || kind === 'limited') throw error
            return { ok: false, message: text(lang, 'resetFailed') }
          }
          setDone(true)
          return { ok: true, message: text(lang, 'resetDone'), clear: ['password', 'passwordRepeat'] }
        }}
      >
        {done ? (
          <p>
            <Link to={localizePath('/profile/', lang)}>{text(lang, 'goToProfile')}</Link>
          </p>
        ) : null}
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({
  title: text(lang, 'choosePassword'),
  intro: text(lang, 'choosePasswordIntro'),
}))
