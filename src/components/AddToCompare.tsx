import { maxCompared, readStoredSelection, storeSelection, storeUnitNames, toggleUnit } from '../lib/compare'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { useComparedUnits } from './useComparedUnits'
import '../styles/compare.css'
import { compareTrayStrings } from './CompareTray.strings'

const text = translator(compareTrayStrings)

/**
 * A toggle that adds a unit type to the visitor's comparison (shown in the compare tray) or takes
 * it out. With four chosen, the others' toggles are disabled until one is removed.
 */
export function AddToCompare({ slug, name }: { slug: string; name: string }) {
  const { lang } = useLanguage()
  const selection = useComparedUnits()
  const chosen = selection.includes(slug)
  const toggle = () => {
    const storage = window.localStorage
    const next = toggleUnit(readStoredSelection(storage), slug)
    storeUnitNames(storage, next, { [slug]: name })
    storeSelection(storage, next)
  }
  return (
    <button
      type="button"
      className="add-to-compare"
      data-pagefind-ignore
      aria-pressed={chosen}
      aria-label={text(lang, 'addToCompare', { name })}
      disabled={!chosen && selection.length >= maxCompared}
      onClick={toggle}
    >
      {text(lang, 'add')}
    </button>
  )
}
