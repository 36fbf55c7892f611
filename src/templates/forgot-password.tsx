import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'
import { localizePath } from '../lib/routes'

export default function ForgotPassword() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'forgotPassword')} intro={t(lang, 'forgotPasswordIntro')}>
      <ShellForm submit="sendResetLink" fields={[{ name: 'email', label: 'email', type: 'email', autoComplete: 'email' }]}>
        <p><Link to={localizePath('/login/', lang)}>{t(lang, 'login')}</Link></p>
      </ShellForm>
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('forgotPassword', 'forgotPasswordIntro')
