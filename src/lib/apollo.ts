import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client'
import { catchError, map, throwError } from 'rxjs'

/**
 * The one Apollo Client of the site, for live features that talk to the CMS from the browser.
 * The CMS's GraphQL answers on the site's own origin (/api/graphql, see scripts/lib/serve.ts):
 * POST, cookies sent on the same origin only, cache-first reads from an in-memory cache.
 *
 * Import this module lazily (`await import('../lib/apollo')`, or through src/lib/live.ts) so that
 * pages without live features ship no Apollo code.
 */
export const graphqlPath = '/api/graphql'

/**
 * A response with neither data nor errors is an error of its own, named as in the specification's
 * catalogue: 'Server response was missing for query {name}' (Apollo 4 itself says "malformed";
 * the error stays Apollo's ServerError). A status of 300 or more is Apollo's own ServerError:
 * 'Response not successful: Received status code {status}'.
 */
const missingResponse = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const body = result as { data?: unknown; errors?: unknown[] } | null | undefined
      if (!body || (body.data == null && !body.errors?.length)) {
        throw new Error(`Server response was missing for query '${operation.operationName}'.`)
      }
      return result
    }),
    catchError((error: unknown) => {
      const e = error as { message?: string }
      if (e && /^Server response was malformed for query/.test(e.message ?? '')) {
        e.message = `Server response was missing for query '${operation.operationName}'.`
      }
      return throwError(() => error)
    }),
  ),
)

let client: ApolloClient | undefined

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([
      missingResponse,
      new HttpLink({ uri: graphqlPath, credentials: 'same-origin', useGETForQueries: false }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'cache-first' },
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  })
  return client
}

export { CombinedGraphQLErrors, gql, ServerError } from '@apollo/client'
