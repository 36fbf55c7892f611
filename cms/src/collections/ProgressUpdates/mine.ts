import type { GraphQLExtension, PayloadRequest } from 'payload'
import { localeFrom, type Locale } from '@lestari/model'
import { cleanSavedHomes } from '@lestari/model/saved-homes'
import { isTeamMember } from '../../access'
import { relationId } from '../../utilities/relation-id'

type Development = { id: number; title?: string | null; slug?: string | null; kind?: string | null }

/**
 * The latest published progress update of each published development a signed-in buyer follows:
 * those saved with the heart in their account and those they sent an enquiry about. Nothing for a
 * visitor without a session or for staff.
 */
export async function myDevelopmentProgress(req: PayloadRequest, locale: Locale) {
  if (req.user?.collection !== 'users' || isTeamMember(req)) return []
  const { payload } = req
  const account = await payload.findByID({
    collection: 'users',
    id: req.user.id,
    select: { savedHomes: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const saved = cleanSavedHomes(account.savedHomes).developments.map((home) => home.slug)
  const { docs: enquiries } = await payload.find({
    collection: 'enquiries',
    where: { account: { equals: req.user.id } },
    select: { project: true },
    depth: 0,
    limit: 100,
    overrideAccess: true,
    req,
  })
  const enquired = [...new Set(enquiries.map((e) => relationId(e.project)).filter((id) => id !== null))]
  if (!saved.length && !enquired.length) return []
  const { docs: developments } = await payload.find({
    collection: 'projects',
    where: {
      and: [{ _status: { equals: 'published' } }, { or: [{ slug: { in: saved } }, { id: { in: enquired } }] }],
    },
    select: { title: true, slug: true, kind: true },
    sort: 'title',
    locale,
    depth: 0,
    limit: 100,
    overrideAccess: true,
    req,
  })
  const latest = await Promise.all(
    (developments as Development[]).map(async (development) => {
      const { docs } = await payload.find({
        collection: 'progress-updates',
        where: { and: [{ project: { equals: development.id } }, { _status: { equals: 'published' } }] },
        select: { title: true, summary: true, cluster: true, percent: true, date: true },
        sort: ['-date', '-id'],
        locale,
        depth: 0,
        limit: 1,
        overrideAccess: true,
        req,
      })
      const update = docs[0]
      return update
        ? {
            development: { title: development.title, slug: development.slug, kind: development.kind },
            title: update.title,
            summary: update.summary,
            cluster: update.cluster ?? null,
            percent: update.percent,
            date: update.date,
          }
        : null
    }),
  )
  return latest.filter((entry) => entry !== null)
}

type Context = { req: PayloadRequest }

/** The query `myDevelopmentProgress(locale)`, what the buyer's account shows of construction progress. */
export const progressQueries: GraphQLExtension = (GraphQL) => {
  const { GraphQLFloat, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } = GraphQL
  const text = { type: GraphQLString }
  const FollowedProgress = new GraphQLObjectType({
    name: 'MyDevelopmentProgress',
    fields: {
      development: {
        type: new GraphQLNonNull(
          new GraphQLObjectType({
            name: 'MyDevelopmentProgressDevelopment',
            fields: { title: text, slug: text, kind: text },
          }),
        ),
      },
      title: text,
      summary: text,
      cluster: text,
      percent: { type: new GraphQLNonNull(GraphQLFloat) },
      date: { type: new GraphQLNonNull(GraphQLString) },
    },
  })
  return {
    myDevelopmentProgress: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FollowedProgress))),
      args: { locale: { type: GraphQLString } },
      resolve: (_: unknown, args: { locale?: string }, { req }: Context) =>
        myDevelopmentProgress(req, localeFrom(args.locale)),
    },
  }
}
