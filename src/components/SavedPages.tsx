import { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import { t, translator, type Lang } from '../lib/i18n'
import { savedPages, type SavedPage } from '../lib/saved-pages'
import { savedPagesStrings } from './SavedPages.strings'

const text = translator(savedPagesStrings)

/** The pages of the visitor's language that this device can open offline (src/lib/saved-pages.ts). */
export function SavedPages({ lang }: { lang: Lang }) {
  const [pages, setPages] = useState<SavedPage[] | null>(null)
  useEffect(() => {
    let current = true
    savedPages(lang).then(
      (found) => current && setPages(found),
      () => current && setPages([]),
    )
    return () => {
      current = false
    }
  }, [lang])
  return (
    <section className="saved-pages" aria-labelledby="saved-pages-title">
      <h2 id="saved-pages-title">{t(lang, 'savedPages')}</h2>
      {pages === null ? null : pages.length ? (
        <>
          <p>{text(lang, 'intro')}</p>
          <ul className="saved-pages__list">
            {pages.map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
