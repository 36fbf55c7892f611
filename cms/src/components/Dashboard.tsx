import type { I18n } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'
import { isStaffUser } from '../access'
import { undeliveredEmails } from '../email/queue'
import type { AdminTextKey, AdminTexts } from '../i18n'
import { SiteBuildStatus } from './SiteBuildStatus'
import { UndeliveredEmails } from './UndeliveredEmails'
import { cmsSettings } from '../settings'
import { stageLabelKeys } from '../collections/Enquiries/stages'
import { pipelineText } from '../i18n/pipeline'
import { formatDateTime } from '../utilities/format-date'

const shown = 5

/** A form's answers in one short line: the first few, as the visitor typed them (React escapes them). */
const answersLine = (data: unknown) => {
  const entries =
    data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data as Record<string, unknown>) : []
  const line = entries
    .slice(0, 3)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ')
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}

type Row = { id: number | string; href: string; title: string; detail: string; at: string; when: string }

function List({ heading, rows, empty, name }: { heading: string; rows: Row[]; empty: string; name: string }) {
  return (
    <section className={`site-dashboard__${name} site-panel`}>
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="site-panel__list">
          {rows.map((row) => (
            <li key={row.id}>
              <a href={row.href}>
                <strong>{row.title}</strong>
              </a>{' '}
              <time dateTime={row.at}>{row.when}</time>
              {row.detail ? <div>{row.detail}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * Above the admin's dashboard (admin.components.beforeDashboard): for editors, the public site's
 * build state and the emails not delivered; for sales staff, the newest form submissions and
 * enquiries (read with the signed-in account's own access); administrators see both.
 */
export async function Dashboard({
  i18n,
  payload,
  user,
}: {
  i18n: I18n<AdminTexts, AdminTextKey>
  payload: Payload
  user?: TypedUser | null
}) {
  if (!user) return null
  const { t } = i18n
  const when = (iso: string) => formatDateTime(iso, cmsSettings.siteTimeZone, i18n.language)
  const common = { sort: '-createdAt', limit: shown, depth: 1, locale: 'en' as const, overrideAccess: false, user }
  // Editors see the site's build state and no leads; sales staff the leads and no build state.
  const worksContent = isStaffUser(user)
  const [submissions, enquiries, undelivered] = await Promise.all([
    payload.find({ collection: 'form-submissions', ...common }).catch(() => null),
    payload.find({ collection: 'enquiries', ...common }).catch(() => null),
    worksContent ? undeliveredEmails(payload) : null,
  ])
  const readsLeads = Boolean(submissions || enquiries)
  if (!readsLeads && !worksContent) return null
  const adminRoute = payload.config.routes.admin
  const submissionRows: Row[] = (submissions?.docs ?? []).map((s) => ({
    id: s.id,
    href: `${adminRoute}/collections/form-submissions/${s.id}`,
    title: typeof s.form === 'object' && s.form ? s.form.title : t('custom:dashboardFormNumber', { id: s.form }),
    detail: answersLine(s.data),
    at: s.createdAt,
    when: when(s.createdAt),
  }))
  const enquiryRows: Row[] = (enquiries?.docs ?? []).map((e) => ({
    id: e.id,
    href: `${adminRoute}/collections/enquiries/${e.id}`,
    title: `${e.name}${typeof e.project === 'object' && e.project ? ` · ${e.project.title}` : ''}`,
    detail: [e.status && pipelineText(stageLabelKeys[e.status], i18n.language), e.replyBy, e.message]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 140),
    at: e.createdAt ?? '',
    when: e.createdAt ? when(e.createdAt) : '',
  }))
  return (
    <div className="site-dashboard">
      {worksContent ? <SiteBuildStatus timeZone={cmsSettings.siteTimeZone} /> : null}
      {undelivered ? <UndeliveredEmails {...undelivered} timeZone={cmsSettings.siteTimeZone} /> : null}
      {readsLeads ? (
        <div className="site-dashboard__lists">
          <List
            name="enquiries"
            heading={t('custom:dashboardNewestEnquiries')}
            rows={enquiryRows}
            empty={t('custom:dashboardNoEnquiries')}
          />
          <List
            name="submissions"
            heading={t('custom:dashboardNewestSubmissions')}
            rows={submissionRows}
            empty={t('custom:dashboardNoSubmissions')}
          />
        </div>
      ) : null}
    </div>
  )
}
