import { graphql, Link } from 'gatsby'
import { formatPrice, t } from '../lib/i18n'
import { chooseUnit } from '../lib/enquiry-choice'
import { compareUnitPath, localizePath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'

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
export function UnitTypesTable({ units, caption, enquire = false }: { units: readonly Queries.UnitTypeRowFragment[]; caption: string; enquire?: boolean }) {
  const { lang } = useLanguage()
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="unit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(lang, 'unitTypes')}</th>
            <th scope="col">{t(lang, 'bedrooms')}</th>
            <th scope="col">{t(lang, 'bathrooms')}</th>
            <th scope="col">{t(lang, 'floors')}</th>
            <th scope="col">{t(lang, 'landArea')}</th>
            <th scope="col">{t(lang, 'buildingArea')}</th>
            <th scope="col">{t(lang, 'price')}</th>
            <th scope="col"><span className="visually-hidden">{t(lang, 'dvCompareUnit')}</span></th>
            {enquire ? <th scope="col"><span className="visually-hidden">{t(lang, 'enqUnit')}</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u.id}>
              <th scope="row">{u.name}</th>
              <td>{u.bedrooms}</td>
              <td>{u.bathrooms}</td>
              <td>{u.floors}</td>
              <td>{u.landArea ? `${u.landArea} m²` : '–'}</td>
              <td>{u.buildingArea} m²</td>
              <td>{u.price != null ? formatPrice(u.price, 'IDR', lang) : '–'}</td>
              <td>
                <Link className="unit-table__compare" to={localizePath(compareUnitPath(u.slug), lang)}
                  aria-label={t(lang, 'dvCompareUnitLabel', { name: u.name ?? '' })}>
                  {t(lang, 'dvCompareUnit')}
                </Link>
              </td>
              {enquire ? (
                <td>
                  <a className="unit-table__enquire" href="#enquiry" onClick={() => chooseUnit(u.remoteId)}
                    aria-label={t(lang, 'enqUnitLabel', { name: u.name ?? '' })}>
                    {t(lang, 'enqUnit')}
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
