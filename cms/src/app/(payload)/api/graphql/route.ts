import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { refuseBrokenRequests } from '../../../../graphql-limits'

const graphQL = GRAPHQL_POST(config)

export const POST = async (request: Request) => (await refuseBrokenRequests(request)) ?? graphQL(request)
export const OPTIONS = REST_OPTIONS(config)
