import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { localeOf, translator, type Lang } from '../lib/i18n'
import { liveQuery } from '../lib/live'
import { localizePath } from '../lib/routes'
import type { SavedHome, SavedHomes } from '../lib/saved-homes'
import { useSavedHomes } from './SaveButton'
import { savedHomesListStrings } from './SavedHomesList.strings'

const text = translator(savedHomesListStrings)

/** The saved developments' and unit types' names in one language (published ones: the public can read them). */
const SAVED_NAMES = `query SavedHomeNames($developments: [String], $units: [String], $locale: LocaleInputType) {
  Projects(where: { slug: { in: $developments } }, locale: $locale, limit: 100) { docs { slug title } }
  UnitTypes(where: { slug: { in: $units } }, locale: $locale, limit: 100) { docs { slug name project { title } } }
}`

type SavedNames = {
  Projects: { docs: { slug: string; title: string | null }[] } | null
  UnitTypes: { docs: { slug: string; name: string | null; project: { title: string | null } | null }[] } | null
}

/**
 * The names of the saved homes in the page's language, by slug: a heart keeps the name in the
 * language of the page it was tapped on. Until the CMS answers (or offline) the kept names show.
 */
function useNamesIn(lang: Lang, homes: SavedHomes | null): Map<string, string> {
  const [names, setNames] = useState(new Map<string, string>())
  const developments = homes?.developments.map((h) => h.slug) ?? []
  const units = homes?.units.map((h) => h.slug) ?? []
  const wanted = JSON.stringify([developments, units])
  useEffect(() => {
    const [d, u] = JSON.parse(wanted) as [string[], string[]]
    if (!d.length && !u.length) return
    let current = true
    liveQuery<SavedNames>(SAVED_NAMES, { developments: d, units: u, locale: localeOf(lang) })
      .then((data) => {
        if (!current) return
        const found = new Map<string, string>()
        for (const p of data.Projects?.docs ?? []) if (p.title) found.set(`developments:${p.slug}`, p.title)
        for (const t of data.UnitTypes?.docs ?? [])
          if (t.name) found.set(`units:${t.slug}`, t.project?.title ? `${t.name} · ${t.project.title}` : t.name)
        setNames(found)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [lang, wanted])
  return names
}

function HomeLinks({
  lang,
  homes,
  kind,
  names,
}: {
  lang: Lang
  homes: SavedHome[]
  kind: 'developments' | 'units'
  names: Map<string, string>
}) {
  if (!homes.length) return null
  return (
    <>
      <h3>{text(lang, kind)}</h3>
      <ul className="saved-homes__list" data-saved-list={kind}>
        {homes.map((home) => (
          <li key={home.slug}>
            <Link to={localizePath(home.path, lang)}>{names.get(`${kind}:${home.slug}`) ?? home.title}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The developments and unit types saved with the heart (on this device, and in the account once signed in). */
export function SavedHomesList({ lang }: { lang: Lang }) {
  const homes = useSavedHomes()
  const names = useNamesIn(lang, homes)
  return (
    <section className="saved-homes" aria-labelledby="saved-homes-title">
      <h2 id="saved-homes-title">{text(lang, 'savedHomes')}</h2>
      {homes === null ? null : homes.developments.length || homes.units.length ? (
        <>
          <HomeLinks lang={lang} homes={homes.developments} kind="developments" names={names} />
          <HomeLinks lang={lang} homes={homes.units} kind="units" names={names} />
        </>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
