import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { passwordMinLength } from '../../cms/src/collections/Users/password'
import { useAuth } from '../components/AuthProvider'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { RESET, type Account } from '../lib/account'
import { t } from '../lib/i18n'
import { clearLiveCache, liveMutate } from '../lib/live'
import { liveErrorKind } from '../lib/live-errors'
import { localizePath } from '../lib/routes'

/** The second step of a password reset: the link in the email opens this with ?token=... */
export default function ResetPassword({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const { setUser } = useAuth()
  // Read after hydration: the static HTML has no query string.
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const [done, setDone] = useState(false)
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), [location.search])

  return (
    <SimpleScreen title={t(lang, 'resetPassword')} intro={t(lang, 'resetPasswordIntro')}>
      {token === null ? (
        <p className="notice" role="status">
          {t(lang, 'acResetNoToken')} <Link to={localizePath('/forgot-password/', lang)}>{t(lang, 'acAskNewLink')}</Link>
        </p>
      ) : null}
      <LiveForm
        name="reset-password"
        submit="savePassword"
        fields={[
          { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password', newPassword: true, hint: t(lang, 'acPasswordHint', { min: passwordMinLength }) },
          { name: 'passwordRepeat', label: 'passwordRepeat', type: 'password', autoComplete: 'new-password', sameAs: 'password' },
        ]}
        onSubmit={async ({ password }) => {
          if (!token) return { ok: false, message: t(lang, 'acResetNoToken') }
          try {
            await clearLiveCache()
            const data = await liveMutate<{ resetPasswordUser: { user: Account | null } }>(RESET, { token, password })
            if (data.resetPasswordUser.user) setUser(data.resetPasswordUser.user)
          } catch (error) {
            const kind = liveErrorKind(error)
            if (kind === 'network' || kind === 'server' || kind === 'limited') throw error
            return { ok: false, message: t(lang, 'acResetFailed') }
          }
          setDone(true)
          return { ok: true, message: t(lang, 'acResetDone'), clear: ['password', 'passwordRepeat'] }
        }}
      >
        {done ? <p><Link to={localizePath('/profile/', lang)}>{t(lang, 'acGoToProfile')}</Link></p> : null}
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('resetPassword', 'resetPasswordIntro')
