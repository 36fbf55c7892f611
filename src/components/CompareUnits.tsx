import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { graphql, Link } from 'gatsby'
import {
  initialSelection,
  maxCompared,
  minCompared,
  readStoredSelection,
  selectionFromQuery,
  selectionQuery,
  storeSelection,
  storeUnitNames,
  toggleUnit,
} from '../lib/compare'
import { formatPrice, translator } from '../lib/i18n'
import { developmentPath, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'
import { compareStrings } from './CompareUnits.strings'
import { unitStrings } from './units.strings'

const text = translator(compareStrings)
const unitText = translator(unitStrings)

export const query = graphql`
  fragment CompareUnit on CMS_UnitType {
    id
    slug
    name
    bedrooms
    bathrooms
    floors
    landArea
    buildingArea
    carports
    price
    description
    floorPlan {
      ...CmsImage
    }
    project {
      id
      slug
      kind
      title
    }
  }
`

type Unit = Queries.CompareUnitFragment
const local = () => (typeof window === 'undefined' ? undefined : window.localStorage)

/**
 * Choose two to four unit types and see them side by side. The choice is kept in the URL
 * (`?units=a,b`) and in localStorage, so it survives a reload; /compare-unit/{id}/ starts with
 * its own unit. Once a unit is chosen the comparison comes first and the list to choose from
 * after it; ticking a unit there brings the comparison into view. On a phone the comparison
 * fits the screen's width (developments.css): each property a row of its own.
 */
export function CompareUnits({
  units,
  start,
  pathname,
}: {
  units: readonly Unit[]
  start?: string | null
  pathname: string
}) {
  const { lang } = useLanguage()
  const known = useMemo(() => new Set(units.map((u) => u.slug!).filter(Boolean)), [units])
  const bySlug = useMemo(() => new Map(units.map((u) => [u.slug!, u])), [units])
  // The static HTML shows the page's own unit; the browser then restores the visitor's choice.
  const [selection, setSelection] = useState<string[]>(start && known.has(start) ? [start] : [])
  const [ready, setReady] = useState(false)
  const result = useRef<HTMLElement>(null)

  const persist = useCallback(
    (next: string[]) => {
      setSelection(next)
      storeUnitNames(local(), next, Object.fromEntries(next.map((slug) => [slug, bySlug.get(slug)?.name ?? slug])))
      storeSelection(local(), next)
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${selectionQuery(next, Boolean(start))}${window.location.hash}`,
      )
    },
    [pathname, start, bySlug],
  )

  const tick = (slug: string) => {
    const next = toggleUnit(selection, slug)
    persist(next)
    if (!next.includes(slug)) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // Once React has drawn the comparison with the unit.
    requestAnimationFrame(() =>
      result.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' }),
    )
  }

  useEffect(() => {
    persist(
      initialSelection({
        query: selectionFromQuery(window.location.search),
        stored: readStoredSelection(local()),
        start,
        known,
      }),
    )
    setReady(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens: the selection of the address or of storage
  }, [])

  const groups = useMemo(() => {
    const map = new Map<string, { title: string; path: string; units: Unit[] }>()
    for (const u of units) {
      const key = u.project?.slug ?? ''
      if (!map.has(key))
        map.set(key, { title: u.project?.title ?? '', path: developmentPath(u.project?.kind, key), units: [] })
      map.get(key)!.units.push(u)
    }
    return [...map.values()]
  }, [units])

  const chosen = selection.map((s) => bySlug.get(s)).filter((u): u is Unit => Boolean(u))
  const full = selection.length >= maxCompared
  const dash = '–'
  const rows: { label: string; value: (u: Unit) => string }[] = [
    { label: unitText(lang, 'price'), value: (u) => (u.price != null ? formatPrice(u.price, 'IDR', lang) : dash) },
    { label: unitText(lang, 'buildingArea'), value: (u) => (u.buildingArea != null ? `${u.buildingArea} m²` : dash) },
    { label: unitText(lang, 'landArea'), value: (u) => (u.landArea ? `${u.landArea} m²` : dash) },
    { label: unitText(lang, 'bedrooms'), value: (u) => String(u.bedrooms ?? dash) },
    { label: unitText(lang, 'bathrooms'), value: (u) => String(u.bathrooms ?? dash) },
    { label: unitText(lang, 'floors'), value: (u) => String(u.floors ?? dash) },
    { label: text(lang, 'carports'), value: (u) => String(u.carports ?? dash) },
  ]

  const chooser = (
    <section aria-labelledby="compare-choose-heading" className="compare__chooser">
      <h2 id="compare-choose-heading">{text(lang, 'chooseUnitTypes')}</h2>
      <p className="compare__status" aria-live="polite">
        {text(lang, 'chosen', { n: selection.length })}
        {full ? <> · {text(lang, 'maxReached')}</> : null}
      </p>
      <div className="compare__groups">
        {groups.map((g) => (
          <fieldset key={g.path} className="compare__group">
            <legend>
              <Link to={localizePath(g.path, lang)}>{g.title}</Link>
            </legend>
            <ul>
              {g.units.map((u) => {
                const checked = selection.includes(u.slug!)
                return (
                  <li key={u.slug}>
                    <label>
                      <input
                        type="checkbox"
                        name="units"
                        value={u.slug!}
                        checked={checked}
                        disabled={!ready || (full && !checked)}
                        onChange={() => tick(u.slug!)}
                      />
                      <span>{u.name}</span>
                      <span className="meta">{u.price != null ? formatPrice(u.price, 'IDR', lang) : ''}</span>
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {selection.length ? (
        <button type="button" className="button button--ghost" onClick={() => persist([])}>
          {text(lang, 'clearSelection')}
        </button>
      ) : null}
    </section>
  )
  const comparison = (
    <section className="compare__result" ref={result}>
      <h2 id="compare-table-heading">{text(lang, 'caption')}</h2>
      {chosen.length < minCompared ? <p className="compare__hint">{text(lang, 'chooseAtLeastTwo')}</p> : null}
      {chosen.length ? (
        <div className="table-scroll" role="region" aria-labelledby="compare-table-heading" tabIndex={0}>
          <table className="compare__table" style={{ '--units': chosen.length } as CSSProperties}>
            <caption className="visually-hidden">{text(lang, 'caption')}</caption>
            <thead>
              <tr>
                <td />
                {chosen.map((u) => (
                  <th scope="col" key={u.slug} data-unit={u.slug}>
                    <span className="compare__unit-name">{u.name}</span>
                    <span className="compare__unit-project">{u.project?.title}</span>
                    <button
                      type="button"
                      className="compare__remove"
                      onClick={() => persist(toggleUnit(selection, u.slug!))}
                      aria-label={text(lang, 'remove', { name: u.name ?? '' })}
                      disabled={!ready}
                    >
                      ×
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{text(lang, 'development')}</th>
                {chosen.map((u) => (
                  <td key={u.slug}>
                    <Link to={localizePath(developmentPath(u.project?.kind, u.project?.slug ?? ''), lang)}>
                      {u.project?.title}
                    </Link>
                  </td>
                ))}
              </tr>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  {chosen.map((u) => (
                    <td key={u.slug}>{r.value(u)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{text(lang, 'floorPlan')}</th>
                {chosen.map((u) => (
                  <td key={u.slug} className="compare__plan">
                    {u.floorPlan ? (
                      <CmsImage
                        image={{ ...u.floorPlan, alt: text(lang, 'floorPlanOf', { name: u.name ?? '' }) }}
                        sizes="(min-width: 960px) 240px, 45vw"
                      />
                    ) : (
                      dash
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )

  return (
    <div className="compare" data-ready={ready ? 'true' : undefined}>
      {selection.length ? (
        <>
          {comparison}
          {chooser}
        </>
      ) : (
        <>
          {chooser}
          {comparison}
        </>
      )}
    </div>
  )
}
