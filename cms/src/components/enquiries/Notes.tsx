import type { ServerFieldBase } from 'payload'
import { pipelineText } from '../../i18n/pipeline'
import { cmsSettings } from '../../settings'
import { formatDateTime } from '../../utilities/format-date'
import { AddNote, type ShownNote } from './AddNote'

type StoredNote = { id?: string; text?: string; author?: number | { id: number } | null; writtenAt?: string }

/**
 * An enquiry's notes on its page: the log as stored (text, author, time in the site's time zone),
 * read on the server, and the box that adds one at once (./AddNote.tsx, through
 * cms/src/collections/Enquiries/notes.ts). Replaces Payload's array rows, whose "Add" waited for a
 * round trip of the whole form and whose dates showed the browser's time zone.
 */
export async function Notes({ data, i18n, payload, id }: Pick<ServerFieldBase, 'data' | 'i18n' | 'payload' | 'id'>) {
  const language = i18n.language
  const stored = (Array.isArray(data?.notes) ? data.notes : []) as StoredNote[]
  const authorIds = [
    ...new Set(stored.map((n) => (n.author && typeof n.author === 'object' ? n.author.id : n.author)).filter(Boolean)),
  ] as number[]
  const authors = authorIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: authorIds } },
        select: { name: true, email: true },
        depth: 0,
        limit: authorIds.length,
        overrideAccess: true,
      })
    : { docs: [] }
  const nameOf = new Map(authors.docs.map((u) => [u.id, u.name || u.email]))
  const notes: ShownNote[] = stored.map((note) => {
    const author = note.author && typeof note.author === 'object' ? note.author.id : note.author
    return {
      id: note.id ?? '',
      text: note.text ?? '',
      author: (author && nameOf.get(author)) || '',
      when: note.writtenAt ? formatDateTime(note.writtenAt, cmsSettings.siteTimeZone, language) : '',
    }
  })
  const t = (key: Parameters<typeof pipelineText>[0]) => pipelineText(key, language)
  return (
    <div className="field-type enquiry-notes">
      <h3 className="field-label">{t('pipelineNotes')}</h3>
      <AddNote
        enquiry={id ?? null}
        stored={notes}
        texts={{
          note: t('pipelineNote'),
          add: t('pipelineAddNote'),
          saving: t('pipelineNoteSaving'),
          failed: t('pipelineNoteFailed'),
          empty: t('pipelineNoteEmpty'),
          none: t('pipelineNoNotes'),
          saveFirst: t('pipelineNoteSaveFirst'),
        }}
      />
    </div>
  )
}
