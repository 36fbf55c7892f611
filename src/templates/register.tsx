import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'
import { localizePath } from '../lib/routes'

export default function Register() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'register')}>
      <ShellForm
        submit="register"
        fields={[
          { name: 'name', label: 'name', autoComplete: 'name' },
          { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password', minLength: 10 },
        ]}
      >
        <p>{t(lang, 'haveAccount')} <Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link></p>
      </ShellForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('register')
