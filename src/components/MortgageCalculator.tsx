import { useEffect, useId, useRef, useState } from 'react'
import { formatPrice, translator, type StringKey } from '../lib/i18n'
import { kprDefaults as defaults, mortgage, mortgageProblem, type MortgageInput } from '../lib/mortgage'
import { useLanguage } from './LanguageProvider'
import { mortgageCalculatorStrings } from './MortgageCalculator.strings'

const text = translator(mortgageCalculatorStrings)

export type MortgageUnit = { name: string; price: number }

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/**
 * The KPR calculator (loaded on demand by MortgageOpener): price (from a unit type or typed),
 * down payment, tenor and the fixed-then-floating rates; the monthly instalment of each period
 * updates as the visitor types.
 */
export default function MortgageCalculator({ units, price }: { units: MortgageUnit[]; price?: number | null }) {
  const { lang } = useLanguage()
  const id = useId()
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const startPrice = units[0]?.price ?? price ?? 0
  const [unit, setUnit] = useState(units.length ? '0' : '')
  const [values, setValues] = useState({
    price: startPrice ? String(startPrice) : '',
    downPayment: startPrice ? String(Math.round(startPrice * defaults.downPaymentShare)) : '',
    years: String(defaults.years),
    fixedRate: String(defaults.fixedRate),
    fixedYears: String(defaults.fixedYears),
    floatingRate: String(defaults.floatingRate),
  })
  // Opening the calculator replaced the button that had focus: continue in the calculator.
  useEffect(() => first.current?.focus(), [])

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }))
  const chooseUnit = (index: string) => {
    setUnit(index)
    const chosen = units[Number(index)]
    if (chosen)
      setValues((v) => ({
        ...v,
        price: String(chosen.price),
        downPayment: String(Math.round(chosen.price * defaults.downPaymentShare)),
      }))
  }
  const input: MortgageInput = {
    price: num(values.price),
    downPayment: num(values.downPayment),
    years: num(values.years),
    fixedRate: num(values.fixedRate),
    fixedYears: num(values.fixedYears),
    floatingRate: num(values.floatingRate),
  }
  const problem = mortgageProblem(input)
  const result = problem ? null : mortgage(input)
  const percent =
    input.price > 0 && input.downPayment >= 0 ? Math.round((input.downPayment / input.price) * 1000) / 10 : null
  const field = (
    name: keyof typeof values,
    label: StringKey<typeof mortgageCalculatorStrings>,
    props: { min: number; max?: number; step: string },
    hint?: string,
  ) => (
    <div className={name === 'price' || name === 'downPayment' ? 'form__field kpr__wide' : 'form__field'}>
      <label htmlFor={`${id}-${name}`}>{text(lang, label)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        value={values[name]}
        onChange={set(name)}
        ref={!units.length && name === 'price' ? first : undefined}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        {...props}
      />
      {hint ? (
        <span id={`${id}-${name}-hint`} className="meta">
          {hint}
        </span>
      ) : null}
    </div>
  )
  return (
    <div className="kpr__calculator">
      <form className="kpr__form" onSubmit={(e) => e.preventDefault()}>
        {units.length ? (
          <div className="form__field kpr__wide">
            <label htmlFor={`${id}-unit`}>{text(lang, 'unit')}</label>
            <select id={`${id}-unit`} ref={first} value={unit} onChange={(e) => chooseUnit(e.target.value)}>
              {units.map((u, i) => (
                <option key={i} value={String(i)}>{`${u.name} · ${formatPrice(u.price, 'IDR', lang)}`}</option>
              ))}
              <option value="">{text(lang, 'unitNone')}</option>
            </select>
          </div>
        ) : null}
        {field('price', 'price', { min: 0, step: '1000000' })}
        {field(
          'downPayment',
          'downPayment',
          { min: 0, step: '1000000' },
          percent !== null
            ? text(lang, 'downPaymentHint', { percent: percent.toLocaleString(lang === 'ID' ? 'id-ID' : 'en-US') })
            : undefined,
        )}
        {field('years', 'years', { min: 1, max: 40, step: '1' })}
        {field('fixedRate', 'fixedRate', { min: 0, max: 50, step: '0.01' })}
        {field('fixedYears', 'fixedYears', { min: 0, max: 40, step: '1' })}
        {field('floatingRate', 'floatingRate', { min: 0, max: 50, step: '0.01' })}
      </form>
      <div className="kpr__result" aria-live="polite">
        {result ? (
          <>
            <p className="kpr__loan">
              {text(lang, 'loan')}: <strong data-kpr="loan">{formatPrice(result.loan, 'IDR', lang)}</strong>
            </p>
            <h3>{text(lang, 'result')}</h3>
            <dl className="kpr__periods">
              {result.periods.map((p, i) => (
                <div key={i}>
                  <dt>
                    {text(lang, i === 0 && input.fixedYears > 0 ? 'fixedPeriod' : 'floatingPeriod', {
                      from: p.fromMonth,
                      to: p.toMonth,
                      rate: p.rate.toLocaleString(lang === 'ID' ? 'id-ID' : 'en-US'),
                    })}
                  </dt>
                  <dd data-kpr={i === 0 && input.fixedYears > 0 ? 'fixed' : 'floating'}>
                    {formatPrice(p.instalment, 'IDR', lang)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="meta">{text(lang, 'note')}</p>
          </>
        ) : (
          <p className="kpr__problem">
            {text(lang, `problem_${problem}` as StringKey<typeof mortgageCalculatorStrings>)}
          </p>
        )}
      </div>
    </div>
  )
}
