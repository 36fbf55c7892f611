import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
  TaskConfig,
  Where,
} from 'payload'
import { documentPaths, localeFrom, type RoutedDoc } from '@lestari/model'
import { progressUpdateEmail, type ProgressNews } from '../../email/messages'
import { nudgeJobRunner } from '../../jobs/runner'
import { aboutLead } from '../../email/queue'

/**
 * A progress update is emailed to its development's confirmed subscribers once, the first time it
 * is published while its development is published (docs/FEATURES.md, "Construction progress").
 *
 * Publishing queues the job below, in the publish's own transaction (PostgreSQL), so the job exists
 * only if the publish is kept, and reads the update as stored. The job decides in the database
 * whether the update was announced: it inserts the key `progress-update-announced:<id>` into
 * Payload's key-value collection (`payload-kv`), whose `key` is unique. Of any number of jobs, CMS
 * processes and saves, the one insert that succeeds queues the emails; every other job finds the
 * key and sends nothing. The mark is kept apart from the update's own row on purpose: each publish
 * writes that row again from the latest version, which would undo a mark stored there.
 */

export const announceTaskSlug = 'announceProgressUpdate'

const markKey = (id: number | string) => `progress-update-announced:${id}`

const hasMark = async (payload: Payload, id: number | string) =>
  (await payload.db.count({ collection: 'payload-kv', where: { key: { equals: markKey(id) } } })).totalDocs > 0

/**
 * Marks an update as announced: true for the one caller whose insert made the mark, false for
 * every other (the mark was there). Outside any transaction: a refused insert would abort one.
 */
export async function claimAnnouncement(payload: Payload, id: number | string): Promise<boolean> {
  try {
    await payload.db.create({
      collection: 'payload-kv',
      data: { key: markKey(id), data: { announcedAt: new Date().toISOString() } },
      returning: false,
    })
    return true
  } catch (error) {
    if (await hasMark(payload, id)) return false
    throw error
  }
}

/**
 * After a save that leaves the update published: the announcement's job, unless it was announced
 * already. The demo content's updates are marked without emails (they are history, not news).
 */
export const announceOnPublish: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (doc._status !== 'published' || (await hasMark(req.payload, doc.id))) return doc
  if (context.seed) {
    await claimAnnouncement(req.payload, doc.id)
    return doc
  }
  await req.payload.jobs.queue({ task: announceTaskSlug, input: { update: doc.id }, req })
  nudgeJobRunner()
  return doc
}

/** A deleted update's mark goes with it (SQLite may give a later document the same id). */
export const forgetAnnouncement: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.db.deleteMany({ collection: 'payload-kv', where: { key: { equals: markKey(doc.id) } }, req })
  return doc
}

type Populated = RoutedDoc & { id: number; title?: string | null; _status?: string | null }
type Update = {
  id: number
  _status?: string | null
  title: string
  summary: string
  cluster?: string | null
  percent: number
  date: string
  project: Populated | number
}

/** The published update in a language, with its development. */
const publishedIn = async (req: PayloadRequest, id: number, locale: 'en' | 'id') =>
  (await req.payload.findByID({
    collection: 'progress-updates',
    id,
    locale,
    depth: 1,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as unknown as Update | null

/** An update, read in one language with its development, as its email tells it. */
const newsOf = (update: Update): ProgressNews => {
  const development = update.project as Populated
  return {
    development: development.title ?? '',
    path: documentPaths.projects(development),
    title: update.title,
    summary: update.summary,
    cluster: update.cluster ?? null,
    percent: update.percent,
    date: update.date,
  }
}

/** The confirmed subscribers of a development's updates (an unsubscribe deletes the subscriber). */
const subscribersOf = (project: number): Where => ({
  and: [{ projects: { in: [project] } }, { confirmedAt: { exists: true } }],
})

/**
 * Emails a published update to its development's confirmed subscribers, each in their language
 * with their unsubscribe link, through the email queue; nothing when another job announced it.
 */
export const announceProgressTask: TaskConfig<{ input: { update: number }; output: { emailed: number } }> = {
  slug: announceTaskSlug,
  label: 'Email a construction progress update to its subscribers',
  inputSchema: [{ name: 'update', type: 'number', required: true }],
  outputSchema: [{ name: 'emailed', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    // One after the other: each read sets the locale of the request it is given.
    const en = await publishedIn(req, input.update, 'en')
    const id = await publishedIn(req, input.update, 'id')
    const project = en?.project
    const shown = en?._status === 'published' && typeof project === 'object' && project?._status === 'published'
    if (!shown || !id || !(await claimAnnouncement(req.payload, input.update))) return { output: { emailed: 0 } }
    const news = { en: newsOf(en), id: newsOf(id) }
    let emailed = 0
    for (let page = 1; ; page++) {
      const subscribers = await req.payload.find({
        collection: 'subscribers',
        where: subscribersOf(project.id),
        sort: 'id',
        limit: 100,
        page,
        depth: 0,
        showHiddenFields: true,
        overrideAccess: true,
        req,
      })
      for (const subscriber of subscribers.docs) {
        // Every email carries the subscriber's unsubscribe link; one added by hand without its token gets none.
        const token = (subscriber as { token?: string | null }).token
        if (!token) continue
        const locale = localeFrom(subscriber.language)
        // Not sent if the subscriber is gone by the time the email's job runs (unsubscribed, withdrawn, erased).
        await req.payload.sendEmail(
          aboutLead(
            { collection: 'subscribers', id: subscriber.id },
            {
              to: subscriber.email,
              subject: progressUpdateEmail.subject(locale, news[locale]),
              html: progressUpdateEmail.html(locale, news[locale], { name: subscriber.name, token }),
            },
          ),
        )
        emailed++
      }
      if (!subscribers.hasNextPage) break
    }
    return { output: { emailed } }
  },
}
