import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { FORGOT } from '../lib/account'
import { t, translator } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import { localizePath } from '../lib/routes'
import { accountStrings } from './accounts.strings'

const text = translator(accountStrings)

/**
 * /forgot-password/: the CMS emails a link to /forgot-password/reset/?token=... The answer is the
 * same whether or not the email has an account, so nobody learns who has one.
 */
export default function ForgotPassword() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={text(lang, 'forgotPassword')} intro={text(lang, 'forgotPasswordIntro')}>
      <LiveForm
        name="forgot-password"
        submit={text(lang, 'sendResetLink')}
        fields={[{ name: 'email', label: text(lang, 'email'), type: 'email', autoComplete: 'email' }]}
        onSubmit={async ({ email }) => {
          await liveMutate(FORGOT, { email: email.trim() })
          return { ok: true, message: text(lang, 'resetSent', { email: email.trim() }) }
        }}
      >
        <p>
          <Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link>
        </p>
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({
  title: text(lang, 'forgotPassword'),
  intro: text(lang, 'forgotPasswordIntro'),
}))
