'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import type { Where } from 'payload'
import { useMounted } from '../useMounted'
import { searchWithWhere, whereFromSearch } from '../../admin/list-query'
import { stageLabelKeys, type EnquiryStage } from '../../collections/Enquiries/stages'
import type { PipelineTranslationKey } from '../../i18n/pipeline'

type Choice = { id: string; label: string }

export type QuickFilterChoices = {
  developments: Choice[]
  owners: Choice[]
  stages: EnquiryStage[]
  /** The signed-in account: "Mine" is the owner filter set to it. */
  me: string
  /** When each "received" choice starts (midnight in the site's time zone), as ISO times. */
  receivedSince: { today: string; last7Days: string; last30Days: string }
  /** Follow-ups dated before this are overdue. */
  startOfToday: string
}

/** A native select in the admin's theme (its inputs' colours, border and radius). */
const selectStyle = {
  minWidth: '10rem',
  padding: '0.45rem 0.5rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
}

/** One quick filter's condition: a field, an operator, a value (`{ project: { equals: '3' } }`). */
type Condition = Record<string, Record<string, unknown>>
type Filter = { field: string; operator: string }

const filters = {
  development: { field: 'project', operator: 'equals' },
  stage: { field: 'status', operator: 'equals' },
  owner: { field: 'owner', operator: 'equals' },
  received: { field: 'createdAt', operator: 'greater_than_equal' },
  overdue: { field: 'followUpAt', operator: 'less_than' },
} satisfies Record<string, Filter>

const isFilter = (condition: Where, { field, operator }: Filter) => {
  const keys = Object.keys(condition)
  const ops = keys.length === 1 && keys[0] === field ? Object.keys((condition as Condition)[field] ?? {}) : []
  return ops.length === 1 && ops[0] === operator
}

/**
 * The list's conditions, one per entry: the quick filters' own `and`, or a single group of
 * Payload's filter builder (`or[0].and`), so the two add to each other.
 */
function conditionsOf(where: Where | undefined): Where[] {
  if (!where || !Object.keys(where).length) return []
  if (Array.isArray(where.and) && Object.keys(where).length === 1) return where.and
  if (Array.isArray(where.or) && where.or.length === 1 && Object.keys(where).length === 1)
    return Array.isArray(where.or[0].and) ? where.or[0].and : [where.or[0]]
  return [where]
}

/**
 * One-click filters above Payload's own enquiries list: each sets the list's `where` in its address,
 * so the list, its filter builder and the CSV export all show the same enquiries.
 */
export function QuickFiltersBar({ choices }: { choices: QuickFilterChoices }) {
  const { t } = useTranslation<object, PipelineTranslationKey>()
  const { config } = useConfig()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  // Marks the bar as interactive: a choice made before (in the server's HTML) would be lost.
  const ready = useMounted()
  const conditions = conditionsOf(whereFromSearch(search))
  const valueOf = (filter: Filter) => {
    const found = conditions.find((c) => isFilter(c, filter)) as Condition | undefined
    return found ? String(found[filter.field][filter.operator]) : ''
  }
  const go = (filter: Filter, value: string) => {
    const others = conditions.filter((c) => !isFilter(c, filter))
    const next = value ? [...others, { [filter.field]: { [filter.operator]: value } }] : others
    window.location.assign(`${pathname}?${searchWithWhere(search, next.length ? { and: next } : undefined)}`)
  }
  const exportQuery = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('where[') || key === 'search')
  const exportHref = `${config.routes.api}/enquiries/export.csv?${new URLSearchParams(exportQuery).toString()}`
  const owner = valueOf(filters.owner)
  const overdue = valueOf(filters.overdue) !== ''
  const received = valueOf(filters.received)
  const receivedChoice =
    (Object.keys(choices.receivedSince) as (keyof QuickFilterChoices['receivedSince'])[]).find(
      (key) => choices.receivedSince[key] === received,
    ) ?? ''

  const select = (id: string, label: string, value: string, options: Choice[], onChange: (value: string) => void) => (
    <label htmlFor={id} style={{ display: 'grid', gap: '0.25rem', fontSize: '0.85rem' }}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} style={selectStyle}>
        <option value="">{t('custom:pipelineAny')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <section
      className="enquiry-quick-filters"
      aria-label={t('custom:pipelineQuickFilters')}
      data-ready={ready || undefined}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem', margin: '0 0 1rem' }}
    >
      {select(
        'qf-development',
        t('custom:pipelineDevelopment'),
        valueOf(filters.development),
        choices.developments,
        (v) => go(filters.development, v),
      )}
      {select(
        'qf-stage',
        t('custom:pipelineStage'),
        valueOf(filters.stage),
        choices.stages.map((stage) => ({ id: stage, label: t(`custom:${stageLabelKeys[stage]}`) })),
        (v) => go(filters.stage, v),
      )}
      {select('qf-owner', t('custom:pipelineOwner'), owner, choices.owners, (v) => go(filters.owner, v))}
      {select(
        'qf-received',
        t('custom:pipelineReceived'),
        receivedChoice,
        [
          { id: 'today', label: t('custom:pipelineToday') },
          { id: 'last7Days', label: t('custom:pipelineLast7Days') },
          { id: 'last30Days', label: t('custom:pipelineLast30Days') },
        ],
        (v) => go(filters.received, v ? choices.receivedSince[v as keyof QuickFilterChoices['receivedSince']] : ''),
      )}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        aria-pressed={owner === choices.me}
        onClick={() => go(filters.owner, owner === choices.me ? '' : choices.me)}
        style={{ margin: 0 }}
      >
        {t('custom:pipelineMine')}
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        aria-pressed={overdue}
        onClick={() => go(filters.overdue, overdue ? '' : choices.startOfToday)}
        style={{ margin: 0 }}
      >
        {t('custom:pipelineOverdue')}
      </button>
      {conditions.length ? (
        <a href={`${pathname}?${searchWithWhere(search, undefined)}`} style={{ alignSelf: 'center' }}>
          {t('custom:pipelineClearFilters')}
        </a>
      ) : null}
      <a
        className="btn btn--style-primary btn--size-small"
        href={exportHref}
        download
        title={t('custom:pipelineExportHelp')}
        style={{ margin: '0 0 0 auto' }}
      >
        {t('custom:pipelineExportCSV')}
      </a>
    </section>
  )
}
