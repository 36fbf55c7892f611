import { useEffect, useRef, useState } from 'react'
import { stockPollMs } from '../lib/config'
import { formatNumber, translator } from '../lib/i18n'
import { liveQuery } from '../lib/live'
import { useLanguage } from './LanguageProvider'
import { useNearViewport } from './useNearViewport'
import { stockStrings } from './StockWidget.strings'

const text = translator(stockStrings)

export type Stock = { bsde: number; duti: number; a26: number }
export const stockCounters = ['bsde', 'duti', 'a26'] as const

const STOCK = `query Stock { SiteSetting { stock { bsde duti a26 } } }`

/**
 * The share prices of the site settings (bsde, duti, a26). They start at 0 in the static HTML,
 * are filled from the CMS through Apollo once the widget comes near the viewport and the page is
 * idle (so a visitor who never scrolls to it loads no GraphQL client), and asked again every
 * stockPollMs while the tab is visible (and at once when it becomes visible again). A failed
 * update keeps the last values.
 */
export function StockWidget() {
  const { lang } = useLanguage()
  const [stock, setStock] = useState<Stock>({ bsde: 0, duti: 0, a26: 0 })
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null)
  const [failed, setFailed] = useState(false)
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section)

  useEffect(() => {
    if (!near) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = async () => {
      clearTimeout(timer)
      try {
        const data = await liveQuery<{ SiteSetting: { stock: Partial<Stock> | null } | null }>(
          STOCK,
          {},
          'network-only',
        )
        const s = data.SiteSetting?.stock
        if (!stopped && s) {
          setStock({ bsde: s.bsde ?? 0, duti: s.duti ?? 0, a26: s.a26 ?? 0 })
          setUpdatedAt(new Date())
          setFailed(false)
        }
      } catch {
        if (!stopped) setFailed(true)
      }
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void refresh(), stockPollMs)
    }
    const onVisible = () => document.visibilityState === 'visible' && void refresh()
    // After the page has settled: the counters are not worth delaying anything for.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200))
    idle(() => void refresh())
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [near])

  return (
    <section
      ref={section}
      className="section container stock"
      aria-labelledby="stock-heading"
      data-stock-updated={updatedAt ? updatedAt.toISOString() : undefined}
    >
      <h2 id="stock-heading" className="stock__title">
        {text(lang, 'sharePrices')}
      </h2>
      <dl className="stock__list">
        {stockCounters.map((name) => (
          <div key={name} className="stock__item" data-stock={name} data-value={stock[name]}>
            <dt>{name.toUpperCase()}</dt>
            {/* Until the first answer, the 0 of the static HTML: no Intl formatter made while the page starts. */}
            <dd>{updatedAt ? formatNumber(stock[name], lang) : stock[name]}</dd>
          </div>
        ))}
      </dl>
      <p className="stock__note" aria-live="polite">
        {failed
          ? text(lang, 'unavailable')
          : updatedAt
            ? text(lang, 'updatedAt', {
                time: updatedAt.toLocaleTimeString(lang === 'ID' ? 'id-ID' : 'en-US', {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })
            : null}
      </p>
    </section>
  )
}
