import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { facetSelectStrings } from './FacetSelect.strings'

const text = translator(facetSelectStrings)

type Facet = { slug: string; title: string; count: number }

/** A list's filter by one facet (property type or feature): "All", then each option with its count. */
export function FacetSelect({
  id,
  name,
  facet,
  value,
  options,
  onChange,
}: {
  id: string
  name: string
  facet: 'propertyType' | 'feature'
  value: string
  options: readonly Facet[]
  onChange: (value: string) => void
}) {
  const { lang } = useLanguage()
  return (
    <div className="dev-filters__field">
      <label htmlFor={id}>{text(lang, facet)}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{text(lang, 'all')}</option>
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.title} ({o.count})
          </option>
        ))}
      </select>
    </div>
  )
}
