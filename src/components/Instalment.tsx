import { formatPriceShort, translator } from '../lib/i18n'
import { kprDefaults, startingInstalment } from '../lib/mortgage'
import { useLanguage } from './LanguageProvider'
import { unitStrings } from './units.strings'

const text = translator(unitStrings)

/**
 * "from IDR 8.4 mn/month for the first 3 years": the first monthly instalment of a KPR of `price`
 * with the calculator's starting values (src/lib/mortgage.ts), as Indonesian buyers compare homes,
 * and how long it lasts: the fixed rate's years (the floating rate after them costs more). Nothing
 * without a price.
 */
export function Instalment({ price, as: Tag = 'span' }: { price: number | null | undefined; as?: 'span' | 'p' }) {
  const { lang } = useLanguage()
  const instalment = startingInstalment(price)
  if (instalment === null) return null
  return (
    <Tag className="instalment">
      {text(lang, 'instalmentFrom', { amount: formatPriceShort(instalment, lang), years: kprDefaults.fixedYears })}
    </Tag>
  )
}
