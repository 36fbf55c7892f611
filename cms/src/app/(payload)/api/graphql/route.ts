import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { limitBody } from '../../../../body-limit'
import { refuseBrokenRequests } from '../../../../graphql-limits'

const graphQL = GRAPHQL_POST(config)

// Bodies above the limit get 413 (cms/src/body-limit.ts) before anything parses them.
export const POST = limitBody(async (request: Request) => (await refuseBrokenRequests(request)) ?? graphQL(request))
export const OPTIONS = REST_OPTIONS(config)
