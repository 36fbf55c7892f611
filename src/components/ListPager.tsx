import { useLanguage } from './LanguageProvider'
import { translator } from '../lib/i18n'
import { listStrings } from './ListPager.strings'

const text = translator(listStrings)

/** The page numbers a pager links to: the first, the last and two either side of the current one. */
export function pagerPages(page: number, numPages: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= numPages; n++) {
    if (n === 1 || n === numPages || Math.abs(n - page) <= 2) pages.push(n)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

/**
 * The page links of a list whose pages are states of one address (`?page=2`): plain links that
 * work without JavaScript, turned into in-page changes by `onGo`. Long lists show a window of
 * page numbers, so the links stay few at any size.
 */
export function ListPager({
  page,
  numPages,
  hrefOf,
  onGo,
  className = '',
}: {
  page: number
  numPages: number
  hrefOf: (page: number) => string
  onGo: (page: number) => void
  className?: string
}) {
  const { lang } = useLanguage()
  if (numPages < 2) return null
  const link = (n: number, label: string, rel?: string) => (
    <a
      href={hrefOf(n)}
      rel={rel}
      aria-current={!rel && n === page ? 'page' : undefined}
      aria-label={rel ? undefined : `${text(lang, 'page')} ${n}`}
      onClick={(e) => {
        e.preventDefault()
        onGo(n)
      }}
    >
      {label}
    </a>
  )
  return (
    <nav className={`pagination ${className}`.trim()} aria-label={text(lang, 'page')}>
      <ul>
        {page > 1 ? <li>{link(page - 1, text(lang, 'previous'), 'prev')}</li> : null}
        {pagerPages(page, numPages).map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>{link(n, String(n))}</li>
          ),
        )}
        {page < numPages ? <li>{link(page + 1, text(lang, 'next'), 'next')}</li> : null}
      </ul>
    </nav>
  )
}
