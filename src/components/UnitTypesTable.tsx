import { graphql, Link } from 'gatsby'
import { formatPrice, translator } from '../lib/i18n'
import { chooseUnit } from '../lib/enquiry-choice'
import { compareUnitPath, localizePath } from '../lib/routes'
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

/**
 * A development's unit types, each with a link that opens the comparison with it chosen and, with
 * `enquire`, one to the page's enquiry form (#enquiry) with it chosen.
 */
export function UnitTypesTable({
  units,
  caption,
  enquire = false,
  development,
}: {
  units: readonly Queries.UnitTypeRowFragment[]
  caption: string
  enquire?: boolean
  /** The development's title: with it, each unit type has a heart that saves it (as "name · development"). */
  development?: string
}) {
  const { lang } = useLanguage()
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="unit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text(lang, 'unitTypes')}</th>
            <th scope="col">{text(lang, 'bedrooms')}</th>
            <th scope="col">{text(lang, 'bathrooms')}</th>
            <th scope="col">{text(lang, 'floors')}</th>
            <th scope="col">{text(lang, 'landArea')}</th>
            <th scope="col">{text(lang, 'buildingArea')}</th>
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
              <th scope="row">
                {u.name}
                {development ? (
                  <>
                    {' '}
                    <SaveButton
                      kind="units"
                      home={{ slug: u.slug!, title: `${u.name} · ${development}`, path: compareUnitPath(u.slug) }}
                    />
                  </>
                ) : null}
              </th>
              <td>{u.bedrooms}</td>
              <td>{u.bathrooms}</td>
              <td>{u.floors}</td>
              <td>{u.landArea ? `${u.landArea} m²` : '–'}</td>
              <td>{u.buildingArea} m²</td>
              <td>{u.price != null ? formatPrice(u.price, 'IDR', lang) : '–'}</td>
              <td>
                <Link
                  className="unit-table__compare"
                  to={localizePath(compareUnitPath(u.slug), lang)}
                  aria-label={unitTypesTableText(lang, 'compareUnit', { name: u.name ?? '' })}
                >
                  {unitTypesTableText(lang, 'compare')}
                </Link>
              </td>
              {enquire ? (
                <td>
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
