'use client'
import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'
import type { CustomTranslationKeys, CustomTranslations } from '../../i18n'
import type { ImportPreview } from '../../collections/SitePlans/import'

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'previewed' | 'applied'; csv: string; preview: ImportPreview }
  | { kind: 'failed'; message: string }

/**
 * Under a site plan's lots, for sales staff: a CSV of `lot,status` lines previewed as the changes
 * it would make (and every bad line), then applied as one save (POST
 * /api/site-plans/:id/import-statuses, cms/src/collections/SitePlans/import.ts).
 */
export function ImportStatuses() {
  const { t } = useTranslation<CustomTranslations, CustomTranslationKeys>()
  const { user } = useAuth<{ roles?: string[] }>()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const input = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!id || !user?.roles?.some((role) => role === 'sales' || role === 'admin')) return null

  const send = async (csv: string, apply: boolean) => {
    setState({ kind: 'sending' })
    try {
      const res = await fetch(
        `${config.serverURL}${config.routes.api}/site-plans/${id}/import-statuses${apply ? '?apply=1' : ''}`,
        { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/csv' }, body: csv },
      )
      const body = (await res.json().catch(() => null)) as (ImportPreview & { errors?: { message?: string }[] }) | null
      if (!res.ok || !body) throw new Error(body?.errors?.[0]?.message || t('guards:importFailed'))
      setState({ kind: body.applied ? 'applied' : 'previewed', csv, preview: body })
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message })
    }
  }

  const preview = state.kind === 'previewed' || state.kind === 'applied' ? state.preview : null
  return (
    <div className="field-type site-plan-import" data-import-state={state.kind}>
      <h3 className="field-label">{t('guards:importHeading')}</h3>
      <p className="field-description">{t('guards:importHelp')}</p>
      <label htmlFor={input}>{t('guards:importFile')}</label>{' '}
      <input
        id={input}
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={state.kind === 'sending'}
        onChange={async (event) => {
          const file = event.target.files?.[0]
          if (file) await send(await file.text(), false)
          event.target.value = ''
        }}
      />
      <div role="status" aria-live="polite">
        {state.kind === 'failed' ? <p className="site-plan-import__error">{state.message}</p> : null}
        {preview ? (
          <>
            {state.kind === 'applied' ? (
              <p>{t('guards:importApplied', { count: String(preview.changes.length) })}</p>
            ) : null}
            {preview.changes.length ? (
              <table className="site-plan-import__changes">
                <caption>{t('guards:importChanges', { count: String(preview.changes.length) })}</caption>
                <tbody>
                  {preview.changes.map((change) => (
                    <tr key={change.lot}>
                      <th scope="row">{change.lot}</th>
                      <td>
                        {change.from} → {change.to}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>{t('guards:importNoChanges')}</p>
            )}
            <p>{t('guards:importUnchanged', { count: String(preview.unchanged) })}</p>
            {preview.badRows.length ? (
              <>
                <p className="site-plan-import__error">{t('guards:importBadRows')}</p>
                <ul>
                  {preview.badRows.map((row) => (
                    <li key={row.line}>
                      {row.line}: {row.text} ({row.reason})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {state.kind === 'previewed' && preview?.changes.length && !preview.badRows.length ? (
        <button type="button" className="btn btn--style-primary" onClick={() => send(state.csv, true)}>
          {t('guards:importApply', { count: String(preview.changes.length) })}
        </button>
      ) : null}
      {state.kind === 'applied' ? (
        <button type="button" className="btn btn--style-secondary" onClick={() => window.location.reload()}>
          {t('guards:importReload')}
        </button>
      ) : null}
    </div>
  )
}
