import { graphql, Link } from 'gatsby'
import { formatPrice, translator } from '../lib/i18n'
import { chooseUnit } from '../lib/enquiry-choice'
import { compareUnitPath, localizePath } from '../lib/routes'
import { AddToCompare } from './AddToCompare'
import { Instalment } from './Instalment'
import { useLanguage } from './LanguageProvider'
import { SaveButton } from './SaveButton'
import { unitStrings } from './units.strings'
import { unitTypesTableStrings } from './UnitTypesTable.strings'

const text = translator(unitStrings)
const unitTypesTableText = translator(unitTypesTableStrings)

export const query = graphql`
  fragment UnitTypeRow on CMS_UnitType {
    id
    remoteId
    slug
    name
    bedrooms
    bathrooms
    floors
    landArea
    buildingArea
    price
  }
`

type Unit = Queries.UnitTypeRowFragment

/**
 * A development's unit types: each named with a link to its own comparison page, with an "Add to
 * compare" toggle (the compare tray) and, with `enquire`, a link to the page's enquiry form
 * (#enquiry) with it chosen. Each price has its monthly instalment under it. On a phone each row is a
 * card (developments.css), its cells labelled by the words the table's header gives wider screens.
 */
export function UnitTypesTable({
  units,
  caption,
  enquire = false,
  development,
  lots,
}: {
  units: readonly Unit[]
  caption: string
  enquire?: boolean
  /** The development's title: with it, each unit type has a heart that saves it (as "name · development"). */
  development?: string
  /** Its lots on the site plan by unit type, as the build saw them: "3 of 20 lots left", or none left. */
  lots?: ReadonlyMap<number, { available: number; total: number }>
}) {
  const { lang } = useLanguage()
  const columns = [
    { label: text(lang, 'bedrooms'), value: (u: Unit) => u.bedrooms },
    { label: text(lang, 'bathrooms'), value: (u: Unit) => u.bathrooms },
    { label: text(lang, 'floors'), value: (u: Unit) => u.floors },
    { label: text(lang, 'landArea'), value: (u: Unit) => (u.landArea ? `${u.landArea} m²` : '–') },
    { label: text(lang, 'buildingArea'), value: (u: Unit) => `${u.buildingArea} m²` },
  ]
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="unit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text(lang, 'unitTypes')}</th>
            {columns.map((c) => (
              <th scope="col" key={c.label}>
                {c.label}
              </th>
            ))}
            <th scope="col">{text(lang, 'price')}</th>
            <th scope="col">
              <span className="visually-hidden">{unitTypesTableText(lang, 'compare')}</span>
            </th>
            {enquire ? (
              <th scope="col">
                <span className="visually-hidden">{unitTypesTableText(lang, 'enquire')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u.id}>
              <th scope="row" className="unit-table__name">
                <Link to={localizePath(compareUnitPath(u.slug), lang)}>{u.name}</Link>
              </th>
              {columns.map((c) => (
                <td key={c.label}>
                  <span className="unit-table__label" aria-hidden="true">
                    {c.label}
                  </span>
                  {c.value(u)}
                </td>
              ))}
              <td className="unit-table__price">
                <span className="unit-table__label" aria-hidden="true">
                  {text(lang, 'price')}
                </span>
                {u.price != null ? formatPrice(u.price, 'IDR', lang) : '–'}
                <Instalment price={u.price} />
                {lots?.has(u.remoteId) ? (
                  <span className="unit-table__lots">
                    {lots.get(u.remoteId)!.available
                      ? text(lang, 'lotsLeft', lots.get(u.remoteId)!)
                      : text(lang, 'noLotLeft')}
                  </span>
                ) : null}
              </td>
              <td className="unit-table__action">
                {u.slug ? <AddToCompare slug={u.slug} name={u.name ?? u.slug} /> : null}
                {development && u.slug ? (
                  <SaveButton
                    kind="units"
                    home={{ slug: u.slug, title: `${u.name} · ${development}`, path: compareUnitPath(u.slug) }}
                  />
                ) : null}
              </td>
              {enquire ? (
                <td className="unit-table__action">
                  <a
                    className="unit-table__enquire"
                    href="#enquiry"
                    onClick={() => chooseUnit(u.remoteId)}
                    aria-label={unitTypesTableText(lang, 'enquireAbout', { name: u.name ?? '' })}
                  >
                    {unitTypesTableText(lang, 'enquire')}
                  </a>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
