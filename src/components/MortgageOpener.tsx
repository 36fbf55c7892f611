import { lazy, Suspense, useState } from 'react'
import { t } from '../lib/i18n'
import type { MortgageUnit } from './MortgageCalculator'
import { useLanguage } from './LanguageProvider'

// The calculator's code (and its strings) loads only when the visitor opens it.
const MortgageCalculator = lazy(() => import('./MortgageCalculator'))

/** The KPR calculator section: a button that opens the calculator in place. */
export function MortgageOpener({ units, price }: { units: MortgageUnit[]; price?: number | null }) {
  const { lang } = useLanguage()
  const [open, setOpen] = useState(false)
  return (
    <section className="kpr" aria-labelledby="kpr-heading">
      <h2 id="kpr-heading">{t(lang, 'kprHeading')}</h2>
      <p>{t(lang, 'kprIntro')}</p>
      {open ? (
        <Suspense fallback={<p role="status">{t(lang, 'kprLoading')}</p>}>
          <MortgageCalculator units={units} price={price} />
        </Suspense>
      ) : (
        <button type="button" className="button kpr__open" onClick={() => setOpen(true)}>{t(lang, 'kprOpen')}</button>
      )}
    </section>
  )
}
