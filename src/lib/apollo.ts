import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'

/**
 * The one Apollo Client of the site, for live features that talk to the CMS from the browser.
 * The CMS's GraphQL answers on the site's own origin (/api/graphql, see scripts/lib/serve.ts):
 * POST, cookies sent on the same origin only, cache-first reads from an in-memory cache.
 *
 * Import this module lazily (`await import('../lib/apollo')`) so that pages without live
 * features ship no Apollo code.
 */
export const graphqlPath = '/api/graphql'

let client: ApolloClient | undefined

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: graphqlPath, credentials: 'same-origin', useGETForQueries: false }),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'cache-first' },
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  })
  return client
}

export { CombinedGraphQLErrors, gql, ServerError } from '@apollo/client'
