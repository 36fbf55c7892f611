'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { noteLimits } from '@lestari/model/enquiries'

export type ShownNote = { id: string; text: string; author: string; when: string }
type Pending = ShownNote & { state: 'saving' }

type Texts = Record<'note' | 'add' | 'saving' | 'failed' | 'empty' | 'none' | 'saveFirst', string>

/**
 * The box that adds a note to an enquiry: the note shows in the log at once, marked as saving,
 * while `POST /api/enquiries/:id/notes` stores it; a failure keeps its text in the box to send again.
 * A note changes the enquiry's time of change: the page takes the new one as its own, or Payload
 * would take its next change for another user's and ask to reload; only when nobody else changed
 * the enquiry in between, so that such a change is still reported.
 */
export function AddNote({
  enquiry,
  stored,
  texts,
}: {
  enquiry: number | string | null
  stored: ShownNote[]
  texts: Texts
}) {
  const { config } = useConfig()
  const { data, updateSavedDocumentData } = useDocumentInfo()
  const saved = useRef(data)
  useEffect(() => {
    saved.current = data
  }, [data])
  const field = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState('')
  const [notes, setNotes] = useState<(ShownNote | Pending)[]>(stored)
  if (enquiry == null) return <p>{texts.saveFirst}</p>

  const add = async () => {
    const written = text.trim()
    if (!written) return setProblem(texts.empty)
    const key = `pending-${Date.now()}`
    setProblem('')
    setText('')
    setNotes((all) => [...all, { id: key, text: written, author: '', when: '', state: 'saving' }])
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/enquiries/${enquiry}/notes`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: written }),
      })
      const body = (await res.json().catch(() => null)) as {
        note?: ShownNote
        updatedAt?: string
        previousUpdatedAt?: string
        errors?: { message?: string }[]
      } | null
      if (!res.ok || !body?.note) throw new Error(body?.errors?.[0]?.message || texts.failed)
      setNotes((all) => all.map((n) => (n.id === key ? body.note! : n)))
      if (saved.current && saved.current.updatedAt === body.previousUpdatedAt)
        updateSavedDocumentData({ ...saved.current, updatedAt: body.updatedAt })
    } catch (error) {
      setNotes((all) => all.filter((n) => n.id !== key))
      setText((now) => now || written)
      setProblem((error as Error).message || texts.failed)
    }
  }

  return (
    <>
      {notes.length ? (
        <ol className="enquiry-notes__log">
          {notes.map((note) => (
            <li key={note.id} className="enquiry-notes__note" data-state={'state' in note ? note.state : 'saved'}>
              <p className="enquiry-notes__text">{note.text}</p>
              <p className="enquiry-notes__meta">
                {'state' in note ? texts.saving : [note.author, note.when].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{texts.none}</p>
      )}
      <label className="field-label" htmlFor={field}>
        {texts.note}
      </label>
      <textarea
        id={field}
        className="enquiry-notes__input"
        rows={3}
        maxLength={noteLimits.text}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={problem ? `${field}-problem` : undefined}
      />
      {problem ? (
        <p id={`${field}-problem`} className="enquiry-notes__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void add()}>
        {texts.add}
      </button>
    </>
  )
}
