import type { DefaultServerCellComponentProps } from 'payload'
import { cmsSettings } from '../settings'
import { formatDateTime, formatDay } from '../utilities/format-date'

type CellProps = Pick<DefaultServerCellComponentProps, 'cellData' | 'i18n'>

/** A list cell with the date and time in the site's time zone, day before month. */
export function DateTimeCell({ cellData, i18n }: CellProps) {
  const value = typeof cellData === 'string' ? cellData : null
  return value ? <time dateTime={value}>{formatDateTime(value, cmsSettings.siteTimeZone, i18n.language)}</time> : null
}

/** A list cell with the day alone (a follow-up date). */
export function DayCell({ cellData, i18n }: CellProps) {
  const value = typeof cellData === 'string' ? cellData : null
  return value ? <time dateTime={value}>{formatDay(value, cmsSettings.siteTimeZone, i18n.language)}</time> : null
}
