import { useId, useState } from 'react'
import { Link } from 'gatsby'
import { maxCompared, readUnitNames, selectionQuery, storeSelection, toggleUnit } from '../lib/compare'
import { translator } from '../lib/i18n'
import { compareUnitPath, localizePath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'
import { compareTrayStrings } from './CompareTray.strings'
import '../styles/compare.css'

const text = translator(compareTrayStrings)

/**
 * The tray (CompareTray.tsx): a small bar in a bottom corner with the number of units chosen and a
 * link to their comparison; its button unfolds the list of the units, each with a remove button.
 */
export default function CompareTrayPanel({ selection }: { selection: string[] }) {
  const { lang } = useLanguage()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const names = readUnitNames(window.localStorage)
  const nameOf = (slug: string) => names[slug] ?? slug
  const remove = (slug: string) => storeSelection(window.localStorage, toggleUnit(selection, slug))
  return (
    <aside className="compare-tray" aria-label={text(lang, 'tray')}>
      <div id={listId} className="compare-tray__list" hidden={!open}>
        <ul>
          {selection.map((slug) => (
            <li key={slug}>
              <span>{nameOf(slug)}</span>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={text(lang, 'remove', { name: nameOf(slug) })}
                onClick={() => remove(slug)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {selection.length >= maxCompared ? <p>{text(lang, 'full')}</p> : null}
      </div>
      <div className="compare-tray__bar">
        <button
          type="button"
          className="compare-tray__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {text(lang, 'toggle', { n: selection.length })}
        </button>
        <Link
          className="button compare-tray__compare"
          to={`${localizePath(compareUnitPath(), lang)}${selectionQuery(selection)}`}
        >
          {text(lang, 'compare')}
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {text(lang, 'chosen', { n: selection.length })}
      </p>
    </aside>
  )
}
