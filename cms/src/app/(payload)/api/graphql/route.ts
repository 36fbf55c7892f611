import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { limitBody } from '../../../../limits/body-limit'
import { withRequestLog } from '../../../../logging/request-log'
import { refuseBrokenRequests } from '../../../../limits/graphql-limits'
import { withLimitedStatus } from '../../../../limits/operation-limits'

const graphQL = GRAPHQL_POST(config)

// One log line per request (cms/src/logging/request-log.ts). Bodies above the limit get 413
// (cms/src/limits/body-limit.ts) before anything parses them; an operation refused by a limit per
// client answers 429 (cms/src/limits/operation-limits.ts).
export const POST = withRequestLog(
  limitBody(
    async (request: Request) => (await refuseBrokenRequests(request)) ?? withLimitedStatus(await graphQL(request)),
  ),
)
export const OPTIONS = withRequestLog(REST_OPTIONS(config))
