import { Link } from 'gatsby'
import { translator, type Lang } from '../lib/i18n'
import { localizePath } from '../lib/routes'
import type { SavedHome } from '../lib/saved-homes'
import { useSavedHomes } from './SaveButton'
import { savedHomesListStrings } from './SavedHomesList.strings'

const text = translator(savedHomesListStrings)

function HomeLinks({ lang, homes, kind }: { lang: Lang; homes: SavedHome[]; kind: 'developments' | 'units' }) {
  if (!homes.length) return null
  return (
    <>
      <h3>{text(lang, kind)}</h3>
      <ul className="saved-homes__list" data-saved-list={kind}>
        {homes.map((home) => (
          <li key={home.slug}>
            <Link to={localizePath(home.path, lang)}>{home.title}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The developments and unit types saved with the heart (on this device, and in the account once signed in). */
export function SavedHomesList({ lang }: { lang: Lang }) {
  const homes = useSavedHomes()
  return (
    <section className="saved-homes" aria-labelledby="saved-homes-title">
      <h2 id="saved-homes-title">{text(lang, 'savedHomes')}</h2>
      {homes === null ? null : homes.developments.length || homes.units.length ? (
        <>
          <HomeLinks lang={lang} homes={homes.developments} kind="developments" />
          <HomeLinks lang={lang} homes={homes.units} kind="units" />
        </>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
