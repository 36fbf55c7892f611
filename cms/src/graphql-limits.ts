import type { ValidationRule } from 'graphql'
import depthLimit from 'graphql-depth-limit'

/**
 * Limits on what one GraphQL request may ask for, so a costly or deeply nested query is refused
 * with a GraphQL error before it runs. The site build's own queries (page blocks nested in pages,
 * relations with their images) stay well below both; introspection fields are not counted.
 */
export const graphQLLimits = {
  /** Selection sets nested inside each other, counted from the operation. */
  maxDepth: Number(process.env.GRAPHQL_MAX_DEPTH) || 15,
  /** Payload's estimate: one per field, more for relations (its own default is 1000 too). */
  maxComplexity: Number(process.env.GRAPHQL_MAX_COMPLEXITY) || 1000,
}

const limitDepth = depthLimit(graphQLLimits.maxDepth)

/**
 * graphql-depth-limit walks the document as it is: a spread of an unknown fragment or a fragment
 * cycle makes it throw, which would end the request with a 500. Those documents are reported by
 * GraphQL's own rules (KnownFragmentNames, NoFragmentCycles), so the depth check steps aside.
 */
export const depthLimitRule: ValidationRule = (context) => {
  try {
    return limitDepth(context)
  } catch {
    return {}
  }
}
