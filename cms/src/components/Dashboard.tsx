import type { Payload, TypedUser } from 'payload'
import { isStaffUser } from '../access'
import { undeliveredEmails } from '../email/queue'
import { SiteBuildStatus } from './SiteBuildStatus'
import { UndeliveredEmails } from './UndeliveredEmails'
import { cmsSettings } from '../settings'
import { stageLabelKeys } from '../collections/Enquiries/stages'
import { pipelineLabel } from '../i18n/pipeline'
import { formatDateTime } from '../utilities/format-date'

const shown = 5

const when = (iso: string) => formatDateTime(iso, cmsSettings.siteTimeZone)

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

type Row = { id: number | string; href: string; title: string; detail: string; at: string }

function List({ heading, rows, empty, name }: { heading: string; rows: Row[]; empty: string; name: string }) {
  return (
    <section className={`site-dashboard__${name}`} style={{ flex: '1 1 22rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>{heading}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.id} style={{ padding: '0.4rem 0', borderTop: '1px solid var(--theme-elevation-100)' }}>
              <a href={row.href}>
                <strong>{row.title}</strong>
              </a>{' '}
              <time dateTime={row.at} style={{ color: 'var(--theme-elevation-500)' }}>
                {when(row.at)}
              </time>
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
export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
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
    title: typeof s.form === 'object' && s.form ? s.form.title : `Form #${String(s.form)}`,
    detail: answersLine(s.data),
    at: s.createdAt,
  }))
  const enquiryRows: Row[] = (enquiries?.docs ?? []).map((e) => ({
    id: e.id,
    href: `${adminRoute}/collections/enquiries/${e.id}`,
    title: `${e.name}${typeof e.project === 'object' && e.project ? ` · ${e.project.title}` : ''}`,
    detail: [e.status && pipelineLabel(stageLabelKeys[e.status]).en, e.replyBy, e.message]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 140),
    at: e.createdAt,
  }))
  return (
    <div className="site-dashboard" style={{ marginBottom: '2rem' }}>
      {worksContent ? <SiteBuildStatus /> : null}
      {undelivered ? <UndeliveredEmails {...undelivered} timeZone={cmsSettings.siteTimeZone} /> : null}
      {readsLeads ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
          <List name="enquiries" heading="Newest enquiries" rows={enquiryRows} empty="No enquiries yet." />
          <List
            name="submissions"
            heading="Newest form submissions"
            rows={submissionRows}
            empty="No form submissions yet."
          />
        </div>
      ) : null}
    </div>
  )
}
