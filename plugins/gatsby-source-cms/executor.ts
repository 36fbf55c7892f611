/** The requests of the sourcing: anonymous GraphQL POSTs, each node stamped with its locale. */
import { wrapQueryExecutorWithQueue } from 'gatsby-graphql-source-toolkit'
import type { IQueryExecutionArgs } from 'gatsby-graphql-source-toolkit/dist/types'
import { siteBuildSecretHeader } from '@lestari/server-kit/secret'
import { cmsBase, cmsRead } from './cms-read'
import { collections, localeVar, nodeTypeNames, relationOrderFromRest } from './model'
import { orderRelationsFromRest } from './relation-order'

/** Marks every node object of an answer with the locale its query asked for. */
function stampLocale(value: unknown, locale: string) {
  if (Array.isArray(value)) {
    for (const item of value) stampLocale(item, locale)
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (typeof object.remoteTypeName === 'string' && nodeTypeNames.has(object.remoteTypeName)) object.locale = locale
    for (const child of Object.values(object)) stampLocale(child, locale)
  }
}

/**
 * Anonymous POSTs to the CMS (never a session: drafts stay out), at most 4 at a time. They carry
 * the build's secret (SITE_BUILD_SECRET), without which a CMS in production mode refuses to
 * describe its schema (cms/src/limits/graphql-limits.ts, introspectionRules).
 */
export function cmsExecutor(url: string, buildSecret = process.env.SITE_BUILD_SECRET ?? '') {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (buildSecret) headers[siteBuildSecretHeader] = buildSecret
  const post = async ({ query, variables, operationName }: IQueryExecutionArgs) => {
    const res = await cmsRead(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables, operationName }),
    })
    if (!res.ok) throw new Error(`CMS GraphQL ${operationName}: HTTP ${res.status}`)
    const result = await res.json()
    const locale = (variables as Record<string, unknown>)[localeVar]
    if (typeof locale === 'string') stampLocale(result.data, locale)
    const collection = collections.find(([type]) => `LIST_${type}` === operationName)
    if (collection && relationOrderFromRest.has(collection[0]) && result.data?.[collection[1]]) {
      await orderRelationsFromRest(
        cmsBase(url),
        collection[2],
        result.data[collection[1]].docs,
        variables as Record<string, unknown>,
      )
    }
    return result
  }
  return wrapQueryExecutorWithQueue(post, { concurrency: 4 })
}

export type CmsExecutor = ReturnType<typeof cmsExecutor>
