import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { limitBody } from '../../../../limits/body-limit'
import { withRequestLog } from '../../../../logging/request-log'
import { checkRestRequests } from '../../../../limits/request-checks'

// One log line per request (cms/src/logging/request-log.ts). Bodies above the limit get 413
// (cms/src/limits/body-limit.ts) before Payload reads them; paths Payload would answer with a 500
// get 404 (cms/src/limits/request-checks.ts).
const checked = checkRestRequests(config)
export const GET = withRequestLog(checked(REST_GET(config)))
export const POST = withRequestLog(limitBody(checked(REST_POST(config))))
export const DELETE = withRequestLog(limitBody(checked(REST_DELETE(config))))
export const PATCH = withRequestLog(limitBody(checked(REST_PATCH(config))))
export const PUT = withRequestLog(limitBody(checked(REST_PUT(config))))
export const OPTIONS = withRequestLog(REST_OPTIONS(config))
