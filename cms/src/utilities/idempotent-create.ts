import { APIError, type CollectionSlug, type GraphQLExtension, type PayloadRequest } from 'payload'

type SelectionInfo = { fieldNodes?: { selectionSet?: { selections: { kind: string; name?: { value: string } }[] } }[] }

/** The fields a mutation's answer asks for, other than `id` and `__typename` (fragments count as other fields). */
const otherFieldsAsked = (info: unknown) =>
  ((info as SelectionInfo).fieldNodes?.[0]?.selectionSet?.selections ?? []).some(
    (s) => s.kind !== 'Field' || !['id', '__typename'].includes(s.name?.value ?? ''),
  )

/** The document of a collection stored with an idempotency key, if any. */
export const storedByKey = async (req: PayloadRequest, collection: CollectionSlug, key: string) =>
  (
    await req.payload.find({
      collection,
      where: { idempotencyKey: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]

/**
 * A generated `create<Name>` mutation made idempotent by the document's `idempotencyKey` field: a
 * document whose key is already stored answers with the stored one instead of an error or a
 * second row (the browser sends a saved offline submission again when it cannot know whether the
 * first attempt arrived). Two sends of one key at the same moment: the unique index keeps one,
 * and the other answers with it. A replay answers with the stored document's `id` only (its other
 * fields null): whoever knows a key learns nothing that was sent with it. A replay that asks for
 * more than the id is refused with a 409 that says so (the other fields are required ones, which
 * GraphQL cannot answer with null).
 */
export const idempotentCreate =
  (mutation: string, collection: CollectionSlug): GraphQLExtension =>
  (_GraphQL, { Mutation }) => {
    const generated = Mutation.fields[mutation]
    type Args = { data?: { idempotencyKey?: string | null } }
    const byKey = async (req: PayloadRequest, key: string) => {
      const stored = await storedByKey(req, collection, key)
      return stored ? { id: stored.id } : undefined
    }
    const replayed = (stored: { id: number | string }, info: unknown) => {
      if (otherFieldsAsked(info))
        throw new APIError(
          `This submission was already received (its idempotencyKey was sent before, as #${stored.id}); a repeated send answers with its id only: ask for { id }.`,
          409,
          undefined,
          true,
        )
      return stored
    }
    return {
      [mutation]: {
        ...generated,
        resolve: async (source: unknown, args: Args, context: { req: PayloadRequest }, info: unknown) => {
          const key = args.data?.idempotencyKey
          if (!key) return generated.resolve(source, args, context, info)
          const stored = await byKey(context.req, key)
          if (stored) return replayed(stored, info)
          try {
            return await generated.resolve(source, args, context, info)
          } catch (error) {
            const raced = await byKey(context.req, key)
            if (raced) return replayed(raced, info)
            throw error
          }
        },
      },
    }
  }

/** The field that holds the key: made by the browser once per submission and kept with it while offline. */
export const idempotencyKeyField = {
  name: 'idempotencyKey',
  type: 'text',
  unique: true,
  index: true,
  maxLength: 100,
  admin: { readOnly: true, position: 'sidebar' },
  validate: (v: unknown) =>
    v == null || (typeof v === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(v)) || 'Letters, digits, - and _ (8 to 100).',
} as const
