import { formatJuta, translator } from '../lib/i18n'
import { startingInstalment } from '../lib/mortgage'
import { useLanguage } from './LanguageProvider'
import { unitStrings } from './units.strings'

const text = translator(unitStrings)

/**
 * "from Rp 8.4 juta/month": the first monthly instalment of a KPR of `price` with the calculator's
 * starting values (src/lib/mortgage.ts), as Indonesian buyers compare homes. Nothing without a price.
 */
export function Instalment({ price, as: Tag = 'span' }: { price: number | null | undefined; as?: 'span' | 'p' }) {
  const { lang } = useLanguage()
  const instalment = startingInstalment(price)
  if (instalment === null) return null
  return <Tag className="instalment">{text(lang, 'instalmentFrom', { amount: formatJuta(instalment, lang) })}</Tag>
}
