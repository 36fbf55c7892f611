import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { limitBody } from '../../../../body-limit'

// Bodies above the limit get 413 (cms/src/body-limit.ts) before Payload reads them.
export const GET = REST_GET(config)
export const POST = limitBody(REST_POST(config))
export const DELETE = limitBody(REST_DELETE(config))
export const PATCH = limitBody(REST_PATCH(config))
export const PUT = limitBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
