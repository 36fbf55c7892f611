import { NextResponse, type NextRequest } from 'next/server'
import { unreadableBody } from './limits/body-limit'

/**
 * Next.js takes a multipart POST to a page (the admin, `/_next`, any other address but the API's)
 * for a server action's form, and answers one it cannot read (no boundary, parts under another
 * boundary) with a 500: such a body gets the API's 400 here (unreadableBody). The API routes are
 * left out: Next reads the whole body of a request this matches, and theirs are bounded as they
 * stream (cms/src/limits/body-limit.ts).
 */
export async function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next()
  return (await unreadableBody(request)) ?? NextResponse.next()
}

export const config = { matcher: ['/((?!api(?:/|$)).*)'] }
