import { graphql } from 'gatsby'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { isLotStatus, lotStatuses, lotsLeft, type LotFacing, type LotStatus } from '@lestari/model/site-plans'
import { chooseUnit } from '../lib/enquiry-choice'
import { formatDate, formatPrice, translator, type Lang } from '../lib/i18n'
import { liveStatuses, lotButtons, storedStatuses, type LotStatuses } from '../lib/site-plan'
import { visitSectionId } from './DevelopmentVisit'
import { Instalment } from './Instalment'
import { useLanguage } from './LanguageProvider'
import { sitePlanStrings } from './SitePlan.strings'
import { unitStrings } from './units.strings'
import '../styles/site-plan.css'

const text = translator(sitePlanStrings)
const unitText = translator(unitStrings)

export const query = graphql`
  fragment SitePlan on CMS_SitePlan {
    remoteId
    title
    markup
    lots {
      lotId
      status
      landArea
      buildingArea
      facing
      price
      unitType {
        remoteId
        name
        price
      }
    }
  }
`

type Plan = Queries.SitePlanFragment
type Lot = NonNullable<NonNullable<Plan['lots']>[number]>

/** How often an open page asks the CMS for the statuses again (the CMS lets them be cached 5 s). */
const pollMs = 10_000
const maxScale = 6
/** A pointer that moved further than this (px) dragged the plan: its click opens no lot. */
const dragSlop = 6

type Live = { kind: 'build' } | { kind: 'live' | 'offline'; at: string } | { kind: 'failed' }

const lotsOf = (plan: Plan) => (plan.lots ?? []).filter((lot): lot is Lot => Boolean(lot?.lotId))
const statusOf = (lot: Lot, statuses: LotStatuses): LotStatus =>
  statuses[lot.lotId!] ?? (isLotStatus(lot.status) ? lot.status : 'notReleased')

const lotLabel = (lot: Lot, status: LotStatus, lang: Lang) =>
  text(lang, 'lotLabel', {
    lot: lot.lotId!,
    unit: lot.unitType?.name ?? text(lang, 'noUnitType'),
    status: text(lang, `status_${status}`),
  })

const timeOf = (iso: string, lang: Lang) => {
  const date = new Date(iso)
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
  return `${time}, ${formatDate(new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString(), lang)}`
}

/** The lots of each unit type on the plans, as the build saw them (the unit types table's "lots left"). */
export function lotsByUnit(plans: readonly Plan[]): Map<number, { available: number; total: number }> {
  const statuses = new Map<number, string[]>()
  for (const lot of plans.flatMap(lotsOf))
    if (lot.unitType)
      statuses.set(lot.unitType.remoteId, [...(statuses.get(lot.unitType.remoteId) ?? []), lot.status ?? ''])
  return new Map([...statuses].map(([unit, of]) => [unit, lotsLeft(of)]))
}

/** The fills of the statuses: a colour and a pattern each, so that no status is told by colour alone. */
function StatusPatterns() {
  return (
    <svg className="site-plan__patterns" aria-hidden="true">
      <defs>
        <pattern id="lot-fill-available" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#cfe8c8" />
        </pattern>
        <pattern
          id="lot-fill-reserved"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill="#fbe3b0" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#b7791f" strokeWidth="3" />
        </pattern>
        <pattern id="lot-fill-sold" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#f3c7c3" />
          <path d="M0 0L8 8M8 0L0 8" stroke="#b3261e" strokeWidth="1.5" />
        </pattern>
        <pattern id="lot-fill-notReleased" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#e4e7eb" />
          <circle cx="4" cy="4" r="1.3" fill="#6b7280" />
        </pattern>
      </defs>
    </svg>
  )
}

const Swatch = ({ status }: { status: LotStatus }) => (
  <svg className="site-plan__swatch" viewBox="0 0 16 16" aria-hidden="true">
    <rect width="16" height="16" fill={`url(#lot-fill-${status})`} stroke="#5b6470" />
  </svg>
)

/** One plan's drawing: lot buttons, pinch-zoom and drag on phones, zoom buttons everywhere. */
function PlanDrawing({
  plan,
  statuses,
  shown,
  unit,
  onOpen,
}: {
  plan: Plan
  statuses: LotStatuses
  shown: ReadonlySet<LotStatus>
  unit: string
  onOpen: (lot: Lot) => void
}) {
  const { lang } = useLanguage()
  const lots = useMemo(() => new Map(lotsOf(plan).map((lot) => [lot.lotId!, lot])), [plan])
  // The statuses of the build only: the markup stays the same string, so React never sets it again,
  // and live statuses change the lots' attributes (below).
  const markup = useMemo(
    () =>
      lotButtons(
        plan.markup ?? '',
        text(lang, 'planOf', { title: plan.title ?? '' }),
        new Map(
          [...lots].map(([id, lot]) => [
            id,
            { status: statusOf(lot, {}), label: lotLabel(lot, statusOf(lot, {}), lang) },
          ]),
        ),
      ),
    [plan, lots, lang],
  )
  const drawing = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const view = useRef({ scale: 1, x: 0, y: 0 })
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef({
    moved: 0,
    pinch: null as null | { distance: number; scale: number; x: number; y: number },
    opened: false,
  })

  useEffect(() => {
    const lotElements = drawing.current?.querySelectorAll<SVGElement>('[data-lot]') ?? []
    let tabStop: SVGElement | null = null
    for (const element of lotElements) {
      const lot = lots.get(element.dataset.lot!)
      if (!lot) continue
      const status = statusOf(lot, statuses)
      // The markup holds the build's statuses and their labels in this language: a lot whose status
      // has not changed is left alone (at load, every lot), as each attribute set costs a style check.
      if (element.dataset.status !== status) {
        element.dataset.status = status
        element.setAttribute('aria-label', lotLabel(lot, status, lang))
      }
      const hidden = !shown.has(status) || (unit !== '' && String(lot.unitType?.remoteId) !== unit)
      element.toggleAttribute('data-dim', hidden)
      element.toggleAttribute('aria-hidden', hidden)
      if (hidden) element.setAttribute('tabindex', '-1')
      else if (element.getAttribute('tabindex') === '0') tabStop = element
    }
    // One shown lot stays in the tab order.
    if (!tabStop) drawing.current?.querySelector('[data-lot]:not([data-dim])')?.setAttribute('tabindex', '0')
  }, [lots, statuses, shown, unit, lang])

  const apply = (next: { scale: number; x: number; y: number }) => {
    const box = viewport.current!.getBoundingClientRect()
    const scale = Math.min(maxScale, Math.max(1, next.scale))
    // The plan always covers its frame: no panning past its edges.
    const x = Math.min(0, Math.max(box.width - box.width * scale, next.x))
    const y = Math.min(0, Math.max(box.height - box.height * scale, next.y))
    view.current = { scale, x, y }
    const canvas = drawing.current!
    canvas.style.transform = `translate(${x}px, ${y}px) scale(${scale})`
    // Zoomed in, a finger pans the plan; at full view it scrolls the page.
    viewport.current!.style.touchAction = scale > 1 ? 'none' : 'pan-y'
    viewport.current!.dataset.scale = scale.toFixed(2)
  }
  const zoomBy = (factor: number) => {
    const box = viewport.current!.getBoundingClientRect()
    const { scale, x, y } = view.current
    const next = Math.min(maxScale, Math.max(1, scale * factor))
    // Around the frame's centre.
    const cx = box.width / 2
    const cy = box.height / 2
    apply({ scale: next, x: cx - ((cx - x) / scale) * next, y: cy - ((cy - y) / scale) * next })
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A first finger (or the mouse) starts a new gesture, whatever end of the last one went unseen.
    if (event.isPrimary) {
      pointers.current.clear()
      gesture.current = { moved: 0, pinch: null, opened: false }
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()]
      gesture.current.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, ...view.current }
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId)
    if (!before) return
    const now = { x: event.clientX, y: event.clientY }
    pointers.current.set(event.pointerId, now)
    const pinch = gesture.current.pinch
    if (pinch && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()]
      const box = viewport.current!.getBoundingClientRect()
      const mid = { x: (a.x + b.x) / 2 - box.left, y: (a.y + b.y) / 2 - box.top }
      const scale = Math.min(maxScale, Math.max(1, (pinch.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.distance))
      // The point of the plan under the fingers' middle stays under it.
      apply({
        scale,
        x: mid.x - ((mid.x - view.current.x) / view.current.scale) * scale,
        y: mid.y - ((mid.y - view.current.y) / view.current.scale) * scale,
      })
      gesture.current.moved += dragSlop
    } else if (view.current.scale > 1) {
      gesture.current.moved += Math.abs(now.x - before.x) + Math.abs(now.y - before.y)
      apply({ ...view.current, x: view.current.x + now.x - before.x, y: view.current.y + now.y - before.y })
    }
  }
  const lotOf = (target: EventTarget) =>
    ((target as Element).closest?.('[data-lot]:not([data-dim])') as SVGElement | null) ?? null
  // A tap or a click on a lot that did not drag the plan opens it, as the pointer lifts: a phone's
  // browser may send no click after a touch. A click without a pointer before it (a screen
  // reader's) opens it too.
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size < 2) gesture.current.pinch = null
    const element = lotOf(event.target)
    if (event.type === 'pointerup' && event.isPrimary && element && gesture.current.moved <= dragSlop) {
      gesture.current.opened = true
      onOpen(lots.get(element.dataset.lot!)!)
    }
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const element = lotOf(event.target)
    const { opened, moved } = gesture.current
    gesture.current.opened = false
    if (element && !opened && moved <= dragSlop) onOpen(lots.get(element.dataset.lot!)!)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = lotOf(event.target)
    if (!element) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpen(lots.get(element.dataset.lot!)!)
      return
    }
    const shownLots = [...drawing.current!.querySelectorAll<SVGElement>('[data-lot]:not([data-dim])')]
    const at = shownLots.indexOf(element)
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }
    const next =
      event.key === 'Home'
        ? shownLots[0]
        : event.key === 'End'
          ? shownLots[shownLots.length - 1]
          : event.key in steps
            ? shownLots[(at + steps[event.key] + shownLots.length) % shownLots.length]
            : null
    if (!next) return
    event.preventDefault()
    element.setAttribute('tabindex', '-1')
    next.setAttribute('tabindex', '0')
    next.focus()
  }

  return (
    <figure className="site-plan__plan" data-plan={plan.remoteId}>
      <figcaption>
        <h3>{plan.title}</h3>
      </figcaption>
      <p className="site-plan__zoom">
        <button type="button" className="button button--ghost" onClick={() => zoomBy(1.5)}>
          {text(lang, 'zoomIn')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => zoomBy(1 / 1.5)}>
          {text(lang, 'zoomOut')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => apply({ scale: 1, x: 0, y: 0 })}>
          {text(lang, 'resetZoom')}
        </button>
      </p>
      {/* The drawing's lots are the buttons; the frame only turns a pointer's moves into pan and zoom. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={viewport}
        className="site-plan__viewport"
        data-scale="1.00"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div ref={drawing} className="site-plan__drawing" dangerouslySetInnerHTML={{ __html: markup }} />
      </div>
    </figure>
  )
}

/** A lot's card: what it is, what it costs, and the ways to ask for it. */
function LotCard({ lot, status, onLeave }: { lot: Lot; status: LotStatus; onLeave: (section: string) => void }) {
  const { lang } = useLanguage()
  const price = lot.price ?? lot.unitType?.price ?? null
  const choose = (section: string) => () => {
    chooseUnit(lot.unitType?.remoteId ?? null, lot.lotId!)
    onLeave(section)
  }
  return (
    <>
      <h3 id="lot-card-heading">{text(lang, 'lot', { lot: lot.lotId! })}</h3>
      <p className="lot-card__status" data-status={status}>
        <Swatch status={status} /> {text(lang, `status_${status}`)}
      </p>
      <dl className="facts lot-card__facts">
        <div>
          <dt>{text(lang, 'unitType')}</dt>
          <dd>{lot.unitType?.name ?? text(lang, 'noUnitType')}</dd>
        </div>
        {lot.landArea ? (
          <div>
            <dt>{unitText(lang, 'landArea')}</dt>
            <dd>{lot.landArea} m²</dd>
          </div>
        ) : null}
        {lot.buildingArea ? (
          <div>
            <dt>{unitText(lang, 'buildingArea')}</dt>
            <dd>{lot.buildingArea} m²</dd>
          </div>
        ) : null}
        {lot.facing ? (
          <div>
            <dt>{text(lang, 'facing')}</dt>
            <dd>{text(lang, `facing_${lot.facing as LotFacing}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{unitText(lang, 'price')}</dt>
          <dd>{price ? formatPrice(price, 'IDR', lang) : unitText(lang, 'priceToBeAnnounced')}</dd>
        </div>
      </dl>
      <Instalment price={price} as="p" />
      <p className="lot-card__actions">
        <a className="button" href="#enquiry" onClick={choose('enquiry')}>
          {text(lang, 'enquire')}
        </a>
        <a className="button button--ghost" href={`#${visitSectionId}`} onClick={choose(visitSectionId)}>
          {text(lang, 'bookVisit')}
        </a>
      </p>
    </>
  )
}

/**
 * A development's site plans (docs/FEATURES.md, "Site plans"): each cluster's drawing inlined in
 * the page with its lots as buttons coloured and patterned by status, a legend with counts that
 * filters by status, a unit type filter, and a lot's card with "Enquire about this lot" and "Book a
 * visit". The page holds the statuses of its build; the CMS's live ones replace them, every
 * `pollMs` while the page is in view, and are kept on the device for offline visits.
 */
export function SitePlan({ project, plans }: { project: number; plans: readonly Plan[] }) {
  const { lang } = useLanguage()
  const [statuses, setStatuses] = useState<LotStatuses>({})
  const [live, setLive] = useState<Live>({ kind: 'build' })
  const [shown, setShown] = useState<ReadonlySet<LotStatus>>(() => new Set(lotStatuses))
  const [unit, setUnit] = useState('')
  const [open, setOpen] = useState<Lot | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    let stopped = false
    const kept = storedStatuses(project)
    if (kept) setStatuses(kept.lots)
    const ask = () => {
      if (document.visibilityState !== 'visible') return
      liveStatuses(project).then(
        (now) => {
          if (stopped) return
          setStatuses(now.lots)
          setLive({ kind: 'live', at: now.at })
        },
        () => {
          if (stopped) return
          const last = storedStatuses(project)
          setLive(last ? { kind: 'offline', at: last.at } : { kind: 'failed' })
        },
      )
    }
    ask()
    const timer = window.setInterval(ask, pollMs)
    document.addEventListener('visibilitychange', ask)
    window.addEventListener('online', ask)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', ask)
      window.removeEventListener('online', ask)
    }
  }, [project])

  const allLots = plans.flatMap(lotsOf)
  const counts = Object.fromEntries(lotStatuses.map((status) => [status, 0])) as Record<LotStatus, number>
  for (const lot of allLots) counts[statusOf(lot, statuses)]++
  const left = lotsLeft(allLots.map((lot) => statusOf(lot, statuses)))
  const units = [
    ...new Map(allLots.flatMap((lot) => (lot.unitType ? [[lot.unitType.remoteId, lot.unitType]] : []))).values(),
  ]

  const toggle = (status: LotStatus) =>
    setShown((now) => {
      const next = new Set(now)
      if (!next.delete(status)) next.add(status)
      return next
    })
  // Shown once the card is rendered, so that its first link takes the focus.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])
  // A link of the card leads to a form: once the dialog is closed, the focus goes on to that form
  // (its own field when it is there, else its section).
  const leave = (section: string) => {
    dialog.current?.close()
    window.setTimeout(() => {
      const target = document.getElementById(section)
      if (target && !target.contains(document.activeElement)) target.focus()
    }, 50)
  }

  return (
    <section id="site-plan" className="site-plan" aria-labelledby="site-plan-heading" data-pagefind-ignore>
      <StatusPatterns />
      <h2 id="site-plan-heading">{text(lang, 'heading')}</h2>
      <p className="site-plan__left" data-lots-left={left.available}>
        <strong>{unitText(lang, 'lotsLeft', left)}</strong> {text(lang, 'intro')}
      </p>
      <div className="site-plan__filters">
        <fieldset className="site-plan__legend">
          <legend>{text(lang, 'legend')}</legend>
          {lotStatuses.map((status) => (
            <label key={status} className="site-plan__status" data-status={status}>
              <input type="checkbox" checked={shown.has(status)} onChange={() => toggle(status)} />
              <Swatch status={status} /> {text(lang, `status_${status}`)}{' '}
              <span data-count={status}>({counts[status]})</span>
            </label>
          ))}
        </fieldset>
        {units.length > 1 ? (
          <p className="form__field site-plan__unit">
            <label htmlFor="site-plan-unit">{text(lang, 'unitType')}</label>
            <select id="site-plan-unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
              <option value="">{text(lang, 'anyUnitType')}</option>
              {units.map((u) => (
                <option key={u.remoteId} value={String(u.remoteId)}>
                  {u.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
      </div>
      {plans.map((plan) => (
        <PlanDrawing key={plan.remoteId} plan={plan} statuses={statuses} shown={shown} unit={unit} onOpen={setOpen} />
      ))}
      <p className="site-plan__live" role="status" data-live={live.kind}>
        {live.kind === 'live'
          ? text(lang, 'liveAt', { time: timeOf(live.at, lang) })
          : live.kind === 'offline'
            ? text(lang, 'offlineAt', { time: timeOf(live.at, lang) })
            : live.kind === 'failed'
              ? text(lang, 'asPublished')
              : null}
      </p>
      <dialog ref={dialog} className="lot-card" aria-labelledby="lot-card-heading" onClose={() => setOpen(null)}>
        {open ? <LotCard lot={open} status={statusOf(open, statuses)} onLeave={leave} /> : null}
        <form method="dialog">
          <button type="submit" className="button button--ghost lot-card__close">
            {text(lang, 'close')}
          </button>
        </form>
      </dialog>
    </section>
  )
}
