import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { FORGOT } from '../lib/account'
import { t } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import { localizePath } from '../lib/routes'

/**
 * /forgot-password/: the CMS emails a link to /forgot-password/reset/?token=... The answer is the
 * same whether or not the email has an account, so nobody learns who has one.
 */
export default function ForgotPassword() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'forgotPassword')} intro={t(lang, 'forgotPasswordIntro')}>
      <LiveForm
        name="forgot-password"
        submit="sendResetLink"
        fields={[{ name: 'email', label: 'email', type: 'email', autoComplete: 'email' }]}
        onSubmit={async ({ email }) => {
          await liveMutate(FORGOT, { email: email.trim() })
          return { ok: true, message: t(lang, 'acResetSent', { email: email.trim() }) }
        }}
      >
        <p><Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link></p>
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('forgotPassword', 'forgotPasswordIntro')
