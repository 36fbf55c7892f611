import { localeFrom } from '@lestari/model'
import type { Endpoint, Where } from 'payload'
import { forbidden, isSalesStaff } from '../../access'
import { fieldLabelIn, languageOptions } from '../../i18n/labels'
import { pipelineText, type PipelineKey } from '../../i18n/pipeline'
import { cmsSettings } from '../../settings'
import { formatDateTime, formatDay, isoInTimeZone, zoneName } from '../../utilities/format-date'
import { enquiryStages, stageLabelKeys, type EnquiryStage } from './stages'
import { accessRecorded, writeStaffAccess } from '../../privacy/staff-access'

/** One CSV cell: quoted, and text a spreadsheet would run as a formula (= + - @) defused with a leading apostrophe. */
export const csvCell = (value: unknown): string => {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The fields the list's search box looks in (the collection's listSearchableFields). */
export const enquirySearchFields = ['name', 'email', 'phone'] as const

/**
 * What the export keeps, from its address: the admin list's own query (`where` as the list puts it
 * in its URL, and its search box's `search`), so the button exports exactly what the list shows;
 * `?project=<id>` and `?status=<stage>` still work on their own.
 */
export function exportWhere(query: Record<string, unknown>): Where {
  const parts: Where[] = []
  const { where, search, project, status } = query
  if (where && typeof where === 'object' && !Array.isArray(where) && Object.keys(where).length)
    parts.push(where as Where)
  if (typeof search === 'string' && search.trim())
    parts.push({ or: enquirySearchFields.map((field) => ({ [field]: { like: search.trim() } })) })
  const projectID = Number(project)
  if (Number.isInteger(projectID) && projectID > 0) parts.push({ project: { equals: projectID } })
  if (typeof status === 'string' && (enquiryStages as readonly string[]).includes(status))
    parts.push({ status: { equals: status } })
  return parts.length ? { and: parts } : {}
}

const csvColumns = [
  'id',
  'createdAt',
  'createdAtISO',
  'stage',
  'lostReason',
  'owner',
  'followUpAt',
  'development',
  'unitType',
  'name',
  'replyBy',
  'phone',
  'email',
  'message',
  'consent',
  'contactConsent',
  'language',
  'page',
] as const
type CsvColumn = (typeof csvColumns)[number]

/** The header row in the exporter's language; the received time's column names the zone its times are in. */
function csvHeaders(language: string, zone: string): Record<CsvColumn, string> {
  const t = (key: PipelineKey) => pipelineText(key, language)
  const field = (name: string) => fieldLabelIn(name, language)
  return {
    id: 'ID',
    createdAt: `${t('pipelineReceived')} (${zone})`,
    createdAtISO: `${t('pipelineReceived')} (ISO 8601)`,
    stage: t('pipelineStage'),
    lostReason: t('pipelineLostReason'),
    owner: t('pipelineOwner'),
    followUpAt: t('pipelineFollowUp'),
    development: t('pipelineDevelopment'),
    unitType: field('unitType'),
    name: field('name'),
    replyBy: field('replyBy'),
    phone: field('phone'),
    email: field('email'),
    message: field('message'),
    consent: field('consent'),
    contactConsent: t('pipelineContactConsent'),
    language: field('language'),
    page: field('page'),
  }
}

const replyByKeys: Record<string, PipelineKey> = {
  whatsapp: 'pipelineWhatsApp',
  phone: 'pipelineReplyPhone',
  email: 'pipelineReplyEmail',
}
const consentWords = { en: { yes: 'Yes', no: 'No' }, id: { yes: 'Ya', no: 'Tidak' } }
/** A stored language ('en', 'id') named as the admin's choice names it, in `language`. */
const languageName = (locale: unknown, language: string) =>
  languageOptions.find((o) => o.value === locale)?.label({ i18n: { language } }) ?? locale

const nameOf = (value: unknown, key: 'name' | 'title') =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : value

/**
 * GET /api/enquiries/export.csv (sales staff and administrators only): the enquiries the address
 * selects (exportWhere), newest first, every page, as CSV. Read with the caller's own access. In the
 * exporter's admin language: its headers, stages and choices; times in the site's time zone as the
 * admin shows them, and the received time once more in ISO 8601 with the zone's offset.
 */
export const exportCSV: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isSalesStaff(req)) return forbidden()
    const where = exportWhere((req.query ?? {}) as Record<string, unknown>)
    const language = localeFrom(req.i18n?.language)
    const timeZone = cmsSettings.siteTimeZone
    const headers = csvHeaders(language, zoneName(timeZone))
    const rows: string[] = [csvColumns.map((c) => csvCell(headers[c])).join(',')]
    // One `export` entry in the staff access record for the whole file, not a `list` per page read.
    req.context[accessRecorded] = true
    const exported: number[] = []
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'enquiries',
        where,
        sort: '-createdAt',
        depth: 1,
        locale: language,
        fallbackLocale: 'en',
        limit: 500,
        page,
        overrideAccess: false,
        user: req.user,
        req,
      })
      for (const e of result.docs) {
        const stage = stageLabelKeys[e.status as EnquiryStage]
        const cells: Record<CsvColumn, unknown> = {
          id: e.id,
          createdAt: formatDateTime(e.createdAt, timeZone, language),
          createdAtISO: isoInTimeZone(e.createdAt, timeZone),
          stage: stage ? pipelineText(stage, language) : e.status,
          lostReason: e.lostReason,
          owner: nameOf(e.owner, 'name') ?? '',
          followUpAt: formatDay(e.followUpAt, timeZone, language),
          development: nameOf(e.project, 'title'),
          unitType: nameOf(e.unitType, 'name') ?? '',
          name: e.name,
          replyBy: e.replyBy && replyByKeys[e.replyBy] ? pipelineText(replyByKeys[e.replyBy], language) : e.replyBy,
          phone: e.phone,
          email: e.email,
          message: e.message,
          consent: consentWords[language][e.consent ? 'yes' : 'no'],
          contactConsent: pipelineText(
            e.contactConsent === 'withdrawn' ? 'pipelineDoNotContact' : 'pipelineMayContact',
            language,
          ),
          language: languageName(e.locale, language),
          page: e.page,
        }
        rows.push(csvColumns.map((c) => csvCell(cells[c])).join(','))
        exported.push(e.id)
      }
      if (!result.hasNextPage) break
    }
    await writeStaffAccess(req, { action: 'export', collection: 'enquiries', ids: exported })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${rows.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
