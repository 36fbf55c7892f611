import type { DefaultServerCellComponentProps, ServerFieldBase } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'
import { cmsSettings } from '../settings'
import { formatDateTime, formatDateTimeWithZone, formatDay } from '../utilities/format-date'

type CellProps = Pick<
  DefaultServerCellComponentProps,
  'cellData' | 'i18n' | 'link' | 'rowData' | 'collectionSlug' | 'payload' | 'linkURL'
>

/**
 * A custom cell in the list's first column is the row's link to its document, as Payload's own
 * cells are there (a list that starts with a date, the visits', would otherwise open nothing).
 */
export function LinkedCell({
  link,
  linkURL,
  rowData,
  collectionSlug,
  payload,
  children,
}: Partial<CellProps> & { children: ReactNode }) {
  if (!link || !rowData?.id || !collectionSlug || !payload) return children
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`,
    })
  return <a href={href}>{children}</a>
}

/** A list cell with the date and time in the site's time zone, day before month. */
export function DateTimeCell({ cellData, i18n, ...cell }: CellProps) {
  const value = typeof cellData === 'string' ? cellData : null
  return value ? (
    <LinkedCell {...cell}>
      <time dateTime={value}>{formatDateTime(value, cmsSettings.siteTimeZone, i18n.language)}</time>
    </LinkedCell>
  ) : null
}

/** A list cell with the day alone (a follow-up date). */
export function DayCell({ cellData, i18n, ...cell }: CellProps) {
  const value = typeof cellData === 'string' ? cellData : null
  return value ? (
    <LinkedCell {...cell}>
      <time dateTime={value}>{formatDay(value, cmsSettings.siteTimeZone, i18n.language)}</time>
    </LinkedCell>
  ) : null
}

/**
 * A read-only time on a document's own view ("Received"), in the site's time zone with its name,
 * rendered on the server: Payload's date field and its "Created" above the form show a stored time
 * in the browser's own zone. A `ui` field names the time it shows in `custom.timeOf`.
 */
export function SiteTimeField({ data, field, i18n }: Pick<ServerFieldBase, 'data' | 'field' | 'i18n'>) {
  const name = typeof field.custom?.timeOf === 'string' ? field.custom.timeOf : 'name' in field ? field.name : ''
  const value = typeof data?.[name] === 'string' ? (data[name] as string) : null
  const label = 'label' in field ? field.label : name
  const text =
    typeof label === 'function'
      ? label({ i18n, t: i18n.t })
      : label && typeof label === 'object'
        ? ((label as Record<string, string>)[i18n.language] ?? (label as Record<string, string>).en)
        : (label ?? name)
  return (
    <div className="field-type site-time-field" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <span className="field-label">{String(text)}</span>
      <div>
        {value ? (
          <time dateTime={value}>{formatDateTimeWithZone(value, cmsSettings.siteTimeZone, i18n.language)}</time>
        ) : (
          '—'
        )}
      </div>
    </div>
  )
}
