/** The CMS's schema as the sourcing sees it: what is left out, what is text, how rich text is fetched. */
import {
  getNamedType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  parse,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql'
import { bookkeepingFields, liveSiteSettings } from '@lestari/model/live-fields'
import { nodeTypeNames } from './model'

/** Join fields (reverse relations, `{ docs }` of another collection) are not fetched: see above. */
const isJoinField = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => a.name === 'where') && field.args.some((a) => a.name === 'page')

/** Custom scalars that are text (DateTime, EmailAddress); JSON stays JSON. */
const isTextScalar = (type: GraphQLNamedType) =>
  isScalarType(type) && !isSpecifiedScalarType(type) && !type.name.startsWith('JSON')

/** The same list and non-null wrapping around String. */
const asString = (type: GraphQLOutputType): GraphQLOutputType =>
  isNonNullType(type)
    ? new GraphQLNonNull(asString(type.ofType))
    : isListType(type)
      ? new GraphQLList(asString(type.ofType))
      : GraphQLString

/**
 * Fields never sourced: the site settings' live data (read by the browser at run time, see
 * packages/model/live-fields.ts) and their save times, which change with every save of the settings,
 * live data included. With them out, a change to live data leaves the settings' nodes, static
 * query results and scripts as they were. And a lot's sales records (who reserved it, who changed
 * its status when).
 */
const notSourced: Record<string, readonly string[]> = {
  SiteSetting: [...liveSiteSettings, ...bookkeepingFields],
  // The sales team's records of a lot, which visitors may not read anyway.
  SitePlan_Lots: ['reservedFrom', 'statusChangedAt', 'statusChangedBy'],
  // Counted by the build from the site plans' nodes (node-types.ts): the CMS's count is for REST readers.
  Project: ['lotsLeft'],
}

/**
 * The CMS's schema as the toolkit should see it: join fields and the fields above left out, and
 * text scalars as strings (dates in ISO 8601 then sort as text) rather than the toolkit's fallback
 * for custom scalars, JSON.
 */
export function prepareSchema(schema: GraphQLSchema) {
  const roots = [schema.getQueryType(), schema.getMutationType()]
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.includes(type)) continue
    const fields = type.getFields()
    for (const [name, field] of Object.entries(fields)) {
      if (isJoinField(field) || notSourced[type.name]?.includes(name)) delete fields[name]
      else if (isTextScalar(getNamedType(field.type))) field.type = asString(field.type)
    }
  }
  return schema
}

/** A rich text field: JSON with a `depth` argument, how far the CMS populates the documents it names. */
export const isRichTextField = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => a.name === 'depth')

/**
 * Rich text is fetched as stored, each link, relationship or picture naming its document by id
 * (`depth: 0`): at any other depth the CMS populates those documents whole, with their own
 * relations. The bench's articles came to 25 KB each that way against 3 KB as stored, and their
 * 14,060 nodes took 38 s to fetch against 21 s. The documents are read from their nodes when a
 * query asks (richTextResolver). Only a node type can do that (its node knows the locale), so a
 * rich text field anywhere else stops the build here.
 */
export function richTextByIds(schema: GraphQLSchema, fragments: Map<string, string>) {
  for (const [type, text] of fragments) {
    const typeInfo = new TypeInfo(schema)
    const fragment = visit(
      parse(text),
      visitWithTypeInfo(typeInfo, {
        Field(field) {
          const definition = typeInfo.getFieldDef()
          if (!definition || !isRichTextField(definition)) return undefined
          const host = typeInfo.getParentType()?.name ?? '?'
          if (!nodeTypeNames.has(host))
            throw new Error(
              `Rich text field ${host}.${definition.name} is not on a CMS node type: the site cannot resolve its links (plugins/gatsby-source-cms/schema.ts, richTextByIds)`,
            )
          return {
            ...field,
            arguments: [
              { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'depth' }, value: { kind: Kind.INT, value: '0' } },
            ],
          }
        },
      }),
    )
    fragments.set(type, print(fragment))
  }
  return fragments
}
