import { useContext } from 'react'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { useDeviceStore } from './useDeviceStore'
import { useMounted } from './useMounted'
import { InStaticPart } from './StaticPart'
import {
  isSaved,
  readDeviceHomes,
  savedHomesEvent,
  savedHomesKey,
  toggleSaved,
  type SavedHome,
  type SavedHomes,
  type SavedKind,
} from '../lib/saved-homes'
import { saveButtonStrings } from './SaveButton.strings'

const text = translator(saveButtonStrings)

/** The device's saved homes, kept current when they change in this tab, another tab or a sync. */
export const useSavedHomes = (): SavedHomes | null =>
  useDeviceStore<SavedHomes | null>(savedHomesKey, savedHomesEvent, readDeviceHomes, null)

/**
 * The heart on a development's card and page and on a unit type's row: a toggle button (pressed
 * when saved) that keeps the development or unit type on the device, and in the account when
 * signed in (src/lib/saved-homes.ts). Disabled until the page's script runs; none in a static part,
 * which no script takes over (a card among a news article's related developments).
 */
export function SaveButton({
  kind,
  home,
  labelled = false,
}: {
  kind: SavedKind
  home: SavedHome
  /** With a visible word ("Save") beside the heart, where the heart stands on its own. */
  labelled?: boolean
}) {
  const { lang } = useLanguage()
  const ready = useMounted()
  const homes = useSavedHomes()
  const inStaticPart = useContext(InStaticPart)
  const saved = homes ? isSaved(homes, kind, home.slug) : false
  if (inStaticPart) return null
  return (
    <button
      type="button"
      className={labelled ? 'save-button save-button--labelled' : 'save-button'}
      // A button's word is not the page's content: out of the search index's excerpts.
      data-pagefind-ignore
      data-save={kind}
      aria-pressed={saved}
      aria-label={text(lang, 'save', { title: home.title })}
      title={text(lang, 'save', { title: home.title })}
      disabled={!ready}
      onClick={() => void toggleSaved(kind, home)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.2 1.7-2 3.2-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {labelled ? <span>{text(lang, 'saveShort')}</span> : null}
    </button>
  )
}
