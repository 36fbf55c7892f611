import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'

/** The second step of a password reset: the link in the email opens this with ?token=... */
export default function ResetPassword() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'resetPassword')} intro={t(lang, 'resetPasswordIntro')}>
      <ShellForm
        submit="savePassword"
        fields={[
          { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password', minLength: 10 },
          { name: 'passwordRepeat', label: 'passwordRepeat', type: 'password', autoComplete: 'new-password', minLength: 10 },
        ]}
      />
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('resetPassword', 'resetPasswordIntro')
