import { useEffect, useRef } from 'react'
import { Link } from 'gatsby'
import { budgetOf, isReversedBudget, listQuery, type ListState } from '../lib/development-list'
import { formatPrice, translator, type Lang } from '../lib/i18n'
import { contactPath, localizePath } from '../lib/routes'
import { budgetOutcomeStrings } from './BudgetOutcome.strings'
import { useLanguage } from './LanguageProvider'

const text = translator(budgetOutcomeStrings)

/**
 * The results of a filtered list, brought into view after a filter changes: on a phone the
 * filters fill the screen, and the count (which the live region announces) would change below
 * the fold. Not on the first render, nor for a change of page.
 */
export function useOutcomeIntoView(ready: boolean, busy: boolean, state: ListState) {
  const results = useRef<HTMLDivElement>(null)
  const shownQuery = useRef<string | null>(null)
  const query = listQuery({ ...state, page: 1 })
  useEffect(() => {
    if (!ready || busy) return
    const el = results.current
    if (shownQuery.current !== null && shownQuery.current !== query && el) {
      const { top, bottom } = el.getBoundingClientRect()
      if (top < 0 || bottom > window.innerHeight) el.scrollIntoView({ block: 'start' })
    }
    shownQuery.current = query
  }, [ready, busy, query])
  return results
}

/** Says that a budget given the wrong way round is read the right way round; nothing otherwise. */
export function ReversedBudgetNote({ state }: { state: Pick<ListState, 'min' | 'max'> }) {
  const { lang } = useLanguage()
  if (!isReversedBudget(state)) return null
  const { min, max } = budgetOf(state)
  return (
    <p className="dev-results__note">
      {text(lang, 'budgetReversed', { min: formatPrice(min, 'IDR', lang), max: formatPrice(max, 'IDR', lang) })}
    </p>
  )
}

/** The buyer's budget and bedrooms in words, for an enquiry about them. */
export function budgetChoices(lang: Lang, state: Pick<ListState, 'min' | 'max' | 'beds'>): string[] {
  const { min, max } = budgetOf(state)
  const price = (value: number) => formatPrice(value, 'IDR', lang)
  return [
    min && max
      ? text(lang, 'askBudget', { min: price(min), max: price(max) })
      : max
        ? text(lang, 'askBudgetUpTo', { max: price(max) })
        : min
          ? text(lang, 'askBudgetFrom', { min: price(min) })
          : '',
    state.beds ? text(lang, 'askBedrooms', { beds: state.beds }) : '',
  ].filter(Boolean)
}

/** "Ask our sales team": the contact form about buying, its message naming the buyer's choices. */
export function AskSalesLink({ choices }: { choices: readonly string[] }) {
  const { lang } = useLanguage()
  const message = text(lang, 'askMessage', { choices: choices.filter(Boolean).join(', ') })
  return (
    <p>
      <Link
        className="button"
        to={`${localizePath(contactPath, lang)}?${new URLSearchParams({ topic: 'buying', message })}`}
      >
        {text(lang, 'askSales')}
      </Link>
    </p>
  )
}
