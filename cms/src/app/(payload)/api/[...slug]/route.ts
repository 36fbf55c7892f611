import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { limitBody } from '../../../../limits/body-limit'
import { checkRestRequests } from '../../../../limits/request-checks'

// Bodies above the limit get 413 (cms/src/limits/body-limit.ts) before Payload reads them; paths Payload
// would answer with a 500 get 404 (cms/src/limits/request-checks.ts).
const checked = checkRestRequests(config)
export const GET = checked(REST_GET(config))
export const POST = limitBody(checked(REST_POST(config)))
export const DELETE = limitBody(checked(REST_DELETE(config)))
export const PATCH = limitBody(checked(REST_PATCH(config)))
export const PUT = limitBody(checked(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
