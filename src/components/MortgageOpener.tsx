import { lazy, useState } from 'react'
import { translator } from '../lib/i18n'
import type { MortgageUnit } from './MortgageCalculator'
import { useLanguage } from './LanguageProvider'
import { LazyPart } from './LazyPart'
import { useKeptOffline } from './useKeptOffline'
import { mortgageOpenerStrings } from './MortgageOpener.strings'

const text = translator(mortgageOpenerStrings)

// The calculator's code (and its strings) loads when the visitor opens it, or once the page is idle
// and kept for offline use.
const loadCalculator = () => import(/* webpackChunkName: "mortgage-calculator" */ './MortgageCalculator')
const MortgageCalculator = lazy(loadCalculator)

/** The KPR calculator section: a button that opens the calculator in place. */
export function MortgageOpener({ units, price }: { units: MortgageUnit[]; price?: number | null }) {
  const { lang } = useLanguage()
  const [open, setOpen] = useState(false)
  useKeptOffline(loadCalculator)
  return (
    <section className="kpr" aria-labelledby="kpr-heading" data-pagefind-ignore>
      <h2 id="kpr-heading">{text(lang, 'heading')}</h2>
      <p>{text(lang, 'intro')}</p>
      {open ? (
        <LazyPart
          fallback={<p role="status">{text(lang, 'loading')}</p>}
          failed={<p role="alert">{text(lang, 'unavailable')}</p>}
        >
          <MortgageCalculator units={units} price={price} />
        </LazyPart>
      ) : (
        <button type="button" className="button kpr__open" onClick={() => setOpen(true)}>
          {text(lang, 'openCalculator')}
        </button>
      )}
    </section>
  )
}
