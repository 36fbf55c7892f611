import { useEffect, useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react'
import { formatPrice, translator, type Lang, type StringKey } from '../lib/i18n'
import { groupDigits, regroup } from '@lestari/model/money-input'
import { kprDefaults as defaults, mortgage, mortgageProblem, type MortgageInput } from '../lib/mortgage'
import { useLanguage } from './LanguageProvider'
import { focusInView } from './useStatusFocus'
import { mortgageCalculatorStrings } from './MortgageCalculator.strings'

const text = translator(mortgageCalculatorStrings)

export type MortgageUnit = { name: string; price: number }

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/**
 * A rupiah field shown in groups of three as the visitor types (1.250.000.000 in Indonesian),
 * the caret kept after the same digits; `value` and `onDigits` are the bare digits.
 */
function MoneyInput({
  value,
  onDigits,
  lang,
  ...props
}: { value: string; onDigits: (digits: string) => void; lang: Lang } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>) {
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null)
  // After React wrote the regrouped value, which puts the caret at the end.
  useLayoutEffect(() => {
    if (!caret.current) return
    caret.current.input.setSelectionRange(caret.current.at, caret.current.at)
    caret.current = null
  })
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={groupDigits(value, lang)}
      onChange={(event) => {
        const input = event.target
        const next = regroup(input.value, input.selectionStart ?? input.value.length, lang)
        caret.current = { input, at: next.caret }
        onDigits(next.digits)
      }}
    />
  )
}

/**
 * The KPR calculator (loaded on demand by MortgageOpener): price (from a unit type or typed),
 * down payment, tenor and the fixed-then-floating rates; the monthly instalment of each period
 * updates as the visitor types, and "Calculate" (or the keyboard's Go) brings it into view.
 */
export default function MortgageCalculator({ units, price }: { units: MortgageUnit[]; price?: number | null }) {
  const { lang } = useLanguage()
  const id = useId()
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
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

  const setValue = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }))
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
    props?: { min: number; max: number; step: string },
    hint?: string,
  ) => {
    const common = {
      id: `${id}-${name}`,
      name,
      ref: !units.length && name === 'price' ? first : undefined,
      'aria-describedby': hint ? `${id}-${name}-hint` : undefined,
    }
    const money = name === 'price' || name === 'downPayment'
    return (
      <div className={money ? 'form__field kpr__wide' : 'form__field'}>
        <label htmlFor={`${id}-${name}`}>{text(lang, label)}</label>
        {money ? (
          <MoneyInput {...common} value={values[name]} onDigits={(digits) => setValue(name, digits)} lang={lang} />
        ) : (
          <input
            {...common}
            type="number"
            inputMode="decimal"
            value={values[name]}
            onChange={(e) => setValue(name, e.target.value)}
            {...props}
          />
        )}
        {hint ? (
          <span id={`${id}-${name}-hint`} className="meta">
            {hint}
          </span>
        ) : null}
      </div>
    )
  }
  return (
    <div className="kpr__calculator">
      <form
        className="kpr__form"
        onSubmit={(e) => {
          e.preventDefault()
          focusInView(resultRef.current)
        }}
      >
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
        {field('price', 'price')}
        {field(
          'downPayment',
          'downPayment',
          undefined,
          percent !== null
            ? text(lang, 'downPaymentHint', { percent: percent.toLocaleString(lang === 'ID' ? 'id-ID' : 'en-US') })
            : undefined,
        )}
        {field('years', 'years', { min: 1, max: 40, step: '1' })}
        {field('fixedRate', 'fixedRate', { min: 0, max: 50, step: '0.01' })}
        {field('fixedYears', 'fixedYears', { min: 0, max: 40, step: '1' })}
        {field('floatingRate', 'floatingRate', { min: 0, max: 50, step: '0.01' })}
        <p className="kpr__wide">
          <button type="submit" className="button">
            {text(lang, 'calculate')}
          </button>
        </p>
      </form>
      <div className="kpr__result" ref={resultRef} tabIndex={-1} aria-live="polite">
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
