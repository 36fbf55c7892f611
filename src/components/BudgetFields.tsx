import type { ChangeEvent } from 'react'
import { bedroomSteps, budgetSteps, type ListState, type SortOrder } from '../lib/development-list'
import { formatBudget, translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { budgetFieldsStrings } from './BudgetFields.strings'

const text = translator(budgetFieldsStrings)

/**
 * The budget (a sale price from and up to) and bedrooms filters of a list's form (the lists of
 * developments and of homes); `bedrooms` false leaves the bedrooms out (a list without homes).
 */
export function BudgetFields({
  state,
  onChange,
  bedrooms = true,
}: {
  state: Pick<ListState, 'min' | 'max' | 'beds'>
  onChange: (key: 'min' | 'max' | 'beds', value: number) => void
  bedrooms?: boolean
}) {
  const { lang } = useLanguage()
  const onSelect = (key: 'min' | 'max' | 'beds') => (e: ChangeEvent<HTMLSelectElement>) =>
    onChange(key, Number(e.target.value))
  const budgetField = (key: 'min' | 'max', label: string) => (
    <div className="dev-filters__field dev-filters__field--half">
      <label htmlFor={`list-budget-${key}`}>{label}</label>
      <select id={`list-budget-${key}`} name={key} value={state[key] || ''} onChange={onSelect(key)}>
        <option value="">{text(lang, 'noLimit')}</option>
        {budgetSteps.map((value) => (
          <option key={value} value={value}>
            {formatBudget(value, lang)}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <div className="dev-filters__budget">
      {budgetField('min', text(lang, 'budgetFrom'))}
      {budgetField('max', text(lang, 'budgetTo'))}
      {bedrooms ? (
        <div className="dev-filters__field dev-filters__field--half">
          <label htmlFor="list-beds">{text(lang, 'bedrooms')}</label>
          <select id="list-beds" name="beds" value={state.beds || ''} onChange={onSelect('beds')}>
            <option value="">{text(lang, 'anyBedrooms')}</option>
            {bedroomSteps.map((count) => (
              <option key={count} value={count}>
                {text(lang, 'bedroomsAtLeast', { count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  )
}

/**
 * A list's order (by name or by price) and, once the page's script runs, "Clear filters" while
 * the list is filtered; before, an "Apply" button that submits the form.
 */
export function ListOrder({
  id,
  sort,
  nameLabel,
  onSort,
  ready,
  filtered,
  onClear,
}: {
  id: string
  sort: SortOrder
  nameLabel: string
  onSort: (sort: SortOrder) => void
  ready: boolean
  filtered: boolean
  onClear: () => void
}) {
  const { lang } = useLanguage()
  return (
    <>
      <div className="dev-filters__field">
        <label htmlFor={id}>{text(lang, 'sortBy')}</label>
        <select
          id={id}
          name="sort"
          value={sort}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onSort(e.target.value as SortOrder)}
        >
          <option value="name">{nameLabel}</option>
          <option value="price-asc">{text(lang, 'sortByPriceLowFirst')}</option>
          <option value="price-desc">{text(lang, 'sortByPriceHighFirst')}</option>
        </select>
      </div>
      {ready ? (
        filtered ? (
          <button type="button" className="button button--ghost dev-filters__clear" onClick={onClear}>
            {text(lang, 'clearFilters')}
          </button>
        ) : null
      ) : (
        <button type="submit" className="button">
          {text(lang, 'apply')}
        </button>
      )}
    </>
  )
}
