import { NextResponse, type NextRequest } from 'next/server'
import { cmsPathHeaders } from '@lestari/server-kit/security-headers'

/**
 * Next.js's proxy (its middleware), before every route of the CMS: the security headers the site
 * server puts on the CMS's paths, here on the CMS's own port as well (@lestari/server-kit).
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  for (const [name, value] of Object.entries(cmsPathHeaders(request.nextUrl.pathname)))
    response.headers.set(name, value)
  return response
}
