import type { OperationVariables } from '@apollo/client'
import { reportLiveError } from './live-errors'

/**
 * The door to the live features: every call goes through the one Apollo Client of
 * src/lib/apollo.ts, which webpack keeps in its own chunk (`apollo-client`), fetched the first
 * time a page needs it. Failures are reported to the console (see live-errors.ts) and rethrown.
 */
export const loadApollo = () => import(/* webpackChunkName: "apollo-client" */ './apollo')

const operationName = (document: string) => /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous'

type FetchPolicy = 'cache-first' | 'network-only' | 'no-cache'

export async function liveQuery<T>(
  document: string,
  variables: OperationVariables = {},
  fetchPolicy: FetchPolicy = 'cache-first',
): Promise<T> {
  try {
    const { getApolloClient, gql } = await loadApollo()
    const result = await getApolloClient().query<T>({ query: gql(document), variables, fetchPolicy })
    return result.data as T
  } catch (error) {
    reportLiveError(error, operationName(document))
    throw error
  }
}

export async function liveMutate<T>(document: string, variables: OperationVariables = {}): Promise<T> {
  try {
    const { getApolloClient, gql } = await loadApollo()
    const result = await getApolloClient().mutate<T>({ mutation: gql(document), variables })
    return result.data as T
  } catch (error) {
    reportLiveError(error, operationName(document))
    throw error
  }
}

/** Forgets every cached answer (after logging in or out, the same query means another person). */
export async function clearLiveCache() {
  const { getApolloClient } = await loadApollo()
  await getApolloClient().clearStore()
}
