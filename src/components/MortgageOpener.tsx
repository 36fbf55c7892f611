import { lazy, Suspense, useState } from 'react'
import { translator } from '../lib/i18n'
import type { MortgageUnit } from './MortgageCalculator'
import { useLanguage } from './LanguageProvider'
import { mortgageOpenerStrings } from './MortgageOpener.strings'

const text = translator(mortgageOpenerStrings)

// The calculator's code (and its strings) loads only when the visitor opens it.
const MortgageCalculator = lazy(() => import('./MortgageCalculator'))

/** The KPR calculator section: a button that opens the calculator in place. */
export function MortgageOpener({ units, price }: { units: MortgageUnit[]; price?: number | null }) {
  const { lang } = useLanguage()
  const [open, setOpen] = useState(false)
  return (
    <section className="kpr" aria-labelledby="kpr-heading">
      <h2 id="kpr-heading">{text(lang, 'heading')}</h2>
      <p>{text(lang, 'intro')}</p>
      {open ? (
        <Suspense fallback={<p role="status">{text(lang, 'loading')}</p>}>
          <MortgageCalculator units={units} price={price} />
        </Suspense>
      ) : (
        <button type="button" className="button kpr__open" onClick={() => setOpen(true)}>
          {text(lang, 'openCalculator')}
        </button>
      )}
    </section>
  )
}
