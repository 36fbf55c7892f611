import { Link } from 'gatsby'
import { passwordMinLength } from '@lestari/model/password'
import { useLanguage } from '../components/LanguageProvider'
import { LiveForm, newPasswordFields } from '../components/LiveForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { REGISTER } from '../lib/account'
import { localeOf, t, translator } from '../lib/i18n'
import { liveMutate } from '../lib/live'
import { rejectedFields } from '../lib/live-errors'
import { localizePath } from '../lib/routes'
import { accountStrings } from './accounts.strings'

const text = translator(accountStrings)

/**
 * /register/: creates a visitor account (the CMS gives it the visitor role whatever is sent) and
 * sends the confirmation email in the page's language; the account logs in once confirmed.
 */
export default function Register() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={text(lang, 'createAccount')}>
      <LiveForm
        name="register"
        submit={text(lang, 'createAccount')}
        fields={[
          { name: 'name', label: text(lang, 'name'), autoComplete: 'name' },
          { name: 'email', label: text(lang, 'email'), type: 'email', autoComplete: 'email' },
          ...newPasswordFields({
            password: text(lang, 'password'),
            repeat: text(lang, 'passwordRepeat'),
            hint: text(lang, 'passwordHint', { min: passwordMinLength }),
          }),
        ]}
        onSubmit={async ({ name, email, password }) => {
          try {
            // `roles` is required by the CMS's schema; it gives every registration the visitor role whatever is sent.
            await liveMutate(REGISTER, {
              data: { name: name.trim(), email: email.trim(), password, language: localeOf(lang), roles: ['visitor'] },
            })
          } catch (error) {
            // The CMS answers alike whether or not the address has an account; it refuses only an unusable address.
            if (rejectedFields(error).email)
              return { ok: false, message: text(lang, 'emailRefused'), fields: { email: text(lang, 'emailRefused') } }
            throw error
          }
          return {
            ok: true,
            message: text(lang, 'registered', { email: email.trim() }),
            clear: ['password', 'passwordRepeat'],
          }
        }}
      >
        <p>
          {text(lang, 'haveAccount')} <Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link>
        </p>
      </LiveForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead((lang) => ({ title: text(lang, 'createAccount') }))
