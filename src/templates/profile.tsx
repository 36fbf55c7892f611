import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'

export default function Profile() {
  const { lang } = useLanguage()
  return (
    <SimpleScreen title={t(lang, 'profile')} intro={t(lang, 'profileIntro')}>
      <ShellForm
        submit="save"
        fields={[
          { name: 'name', label: 'name', autoComplete: 'name' },
          { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
        ]}
      />
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('profile', 'profileIntro')
