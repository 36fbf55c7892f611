import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'
import { localizePath } from '../lib/routes'

export default function Login() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'login')}>
      <ShellForm
        submit="login"
        fields={[
          { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'password', type: 'password', autoComplete: 'current-password' },
        ]}
      >
        <p><Link to={localizePath('/forgot-password/', lang)}>{t(lang, 'forgotPassword')}</Link></p>
        <p>{t(lang, 'noAccount')} <Link to={localizePath('/register/', lang)}>{t(lang, 'register')}</Link></p>
      </ShellForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('login')
