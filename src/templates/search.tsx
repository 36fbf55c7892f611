import { useLanguage } from '../components/LanguageProvider'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { t } from '../lib/i18n'

/** /search/?q=...: the query comes from the address, so results can be shared and reloaded. */
export default function Search({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const q = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  return (
    <SimpleScreen title={q ? t(lang, 'searchResultsFor', { q }) : t(lang, 'search')} intro={t(lang, 'searchIntro')}>
      <ShellForm submit="search" fields={[{ name: 'q', label: 'searchLabel', type: 'search', defaultValue: q }]} />
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('search', 'searchIntro')
