import type { Endpoint, FieldHook, PayloadRequest } from 'payload'
import { whenLocked } from '@lestari/server-kit/lock'
import { redisOrNull } from '@lestari/server-kit/redis'
import { noteLimits } from '@lestari/model/enquiries'
import { forbidden, isSalesStaff } from '../../access'
import { pipelineText } from '../../i18n/pipeline'
import { cmsSettings } from '../../settings'
import { formatDateTime } from '../../utilities/format-date'

/**
 * An enquiry's notes are a log: sales staff add one at a time through `POST
 * /api/enquiries/:id/notes` (the enquiry's page sends it at once, components/enquiries/Notes.tsx),
 * each signed and dated by the CMS; nothing else writes them. A save of the whole enquiry carries
 * the notes its page loaded, which may be older than the log: it leaves them as they are.
 */

const addingNote = 'addingNote'

/** The notes of an update that adds one keep the written ones and stamp the new one; any other write leaves them. */
export const keepNotes: FieldHook = ({ operation, previousValue, req, value }) => {
  if (operation === 'create') return []
  if (!req.context[addingNote]) return previousValue
  if (!Array.isArray(value)) return previousValue
  const before = new Map(
    (Array.isArray(previousValue) ? (previousValue as { id?: string }[]) : []).map((note) => [note.id, note]),
  )
  return value.map((note: { id?: string; text?: string }) => {
    const written = note.id ? before.get(note.id) : undefined
    return written ?? { text: note.text, author: req.user?.id ?? null, writtenAt: new Date().toISOString() }
  })
}

export type AddedNote = { id: string; text: string; writtenAt: string; when: string; author: string }
/** The note, and the enquiry's time of change before and after it (the page keeps its own in step). */
export type NoteAdded = { note: AddedNote; updatedAt: string; previousUpdatedAt: string }

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Appends a note to an enquiry the caller may change; one writer per enquiry at a time (Redis across processes). */
export async function addNote(req: PayloadRequest, id: number, text: string): Promise<NoteAdded | null> {
  return whenLocked(redisOrNull(cmsSettings.redisURL), [`enquiry-notes:${id}`], async () => {
    const enquiry = await req.payload
      .findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: false, user: req.user, req })
      .catch(() => null)
    if (!enquiry) return null
    const written = (enquiry.notes ?? []).map((note) => ({ id: note.id, text: note.text }))
    const updated = await req.payload.update({
      collection: 'enquiries',
      id,
      data: { notes: [...written, { text }] },
      depth: 1,
      overrideAccess: false,
      user: req.user,
      context: { [addingNote]: true },
      req,
    })
    const note = updated.notes?.at(-1)
    if (!note?.id || !note.writtenAt) return null
    const author = note.author && typeof note.author === 'object' ? note.author : null
    return {
      note: {
        id: note.id,
        text: note.text,
        writtenAt: note.writtenAt,
        when: formatDateTime(note.writtenAt, cmsSettings.siteTimeZone, req.i18n?.language),
        author: author?.name || author?.email || '',
      },
      updatedAt: updated.updatedAt,
      previousUpdatedAt: enquiry.updatedAt,
    }
  })
}

/** POST /api/enquiries/:id/notes {text}: sales staff add a note; answers with it as the page shows it. */
export const addNoteEndpoint: Endpoint = {
  path: '/:id/notes',
  method: 'post',
  handler: async (req) => {
    if (!isSalesStaff(req)) return forbidden()
    const id = Number(req.routeParams?.id)
    const body = (await req.json?.().catch(() => null)) as { text?: unknown } | null
    const text = typeof body?.text === 'string' ? body.text.trim() : ''
    if (!Number.isInteger(id) || id < 1) return refuse(404, 'Not Found')
    if (!text || text.length > noteLimits.text)
      return refuse(400, pipelineText(text ? 'pipelineNoteTooLong' : 'pipelineNoteEmpty', req.i18n?.language))
    const added = await addNote(req, id, text)
    return added ? Response.json(added, { status: 201 }) : refuse(404, 'Not Found')
  },
}
