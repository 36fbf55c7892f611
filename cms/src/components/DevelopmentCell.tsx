import { localeFrom } from '@lestari/model'
import type { DefaultServerCellComponentProps } from 'payload'
import { LinkedCell } from './DateCell'

type CellProps = Pick<
  DefaultServerCellComponentProps,
  'cellData' | 'i18n' | 'link' | 'rowData' | 'collectionSlug' | 'payload' | 'linkURL'
>

/**
 * A list cell with the development's title in the admin's language, read on the server: Payload's
 * own relationship cell fetches titles from the browser after the list renders, and showed
 * "Loading…" or "—" for developments it had not fetched yet.
 */
export async function DevelopmentCell({ cellData, i18n, payload, ...cell }: CellProps) {
  const id = cellData && typeof cellData === 'object' ? (cellData as { id?: number }).id : cellData
  if (id == null || id === '') return null
  const project = await payload
    .findByID({
      collection: 'projects',
      id: id as number,
      depth: 0,
      select: { title: true },
      locale: localeFrom(i18n.language),
      fallbackLocale: 'en',
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return (
    <LinkedCell payload={payload} {...cell}>
      {project?.title ?? `#${id}`}
    </LinkedCell>
  )
}
