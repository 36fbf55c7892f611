import type { Lang } from '../lib/i18n'
import { translator } from '../lib/i18n'
import { englishOnlyStrings } from './EnglishOnly.strings'

const text = translator(englishOnlyStrings)

/**
 * A document without its Indonesian version is shown on /id/ in English (the CMS falls back to
 * it), marked so: its content in `lang="en"` and a note in Indonesian
 * (docs/decisions/content-and-build.md, "A document without its Indonesian version").
 */
export const shownInEnglish = (englishOnly: boolean | null | undefined, lang: Lang) =>
  Boolean(englishOnly) && lang === 'ID'

/** The `lang` of a document's content: English where it is shown in English on the Indonesian site. */
export const contentLang = (englishOnly: boolean | null | undefined, lang: Lang) =>
  shownInEnglish(englishOnly, lang) ? 'en' : undefined

/** The note above a document (a news article, or another page) shown in English on the Indonesian site; nothing otherwise. */
export function EnglishOnlyNote({
  englishOnly,
  lang,
  of = 'page',
}: {
  englishOnly: boolean | null | undefined
  lang: Lang
  of?: 'article' | 'page'
}) {
  if (!shownInEnglish(englishOnly, lang)) return null
  return (
    <p className="english-only-note" lang="id">
      {text(lang, of)}
    </p>
  )
}

/** The tag of a card of such a document in a list of the Indonesian site. */
export function EnglishOnlyTag({ englishOnly, lang }: { englishOnly: boolean | null | undefined; lang: Lang }) {
  if (!shownInEnglish(englishOnly, lang)) return null
  return (
    <span className="card__tag card__tag--language" lang="id">
      {text(lang, 'tag')}
    </span>
  )
}
