import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, test } from '@playwright/test'
import { boundedRequest, uploadLimits } from '../../cms/src/limits/body-limit'
import { cmsSettings } from '../../cms/src/settings'
import { multipartLimit, siteURLFrom, type BodyLimits } from '@lestari/model/settings'
import { readAPIRequest } from '../../scripts/lib/limits'
import { processEnv, readSettings } from '../../scripts/lib/settings'

const secret = 'x'.repeat(32)

/** Sets environment variables for the length of `run`, as a CMS started with them would see them. */
function withEnv<T>(vars: Record<string, string>, run: () => T): T {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  Object.assign(process.env, vars)
  try {
    return run()
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

test("SITE_URL's trailing slashes are dropped alike by the site server, the CMS and the build", () => {
  for (const given of ['https://city.example/', 'https://city.example//', 'https://city.example']) {
    const settings = readSettings({ PAYLOAD_SECRET: secret, SITE_URL: given })
    expect(settings.siteURL).toBe('https://city.example')
    // The CMS gets the site server's value, and reads a SITE_URL of its own the same way.
    expect(processEnv(settings).SITE_URL).toBe('https://city.example')
    expect(withEnv({ SITE_URL: given }, () => cmsSettings.siteURL)).toBe('https://city.example')
    // The site build and the pages (gatsby/settings.ts, src/lib/config.ts).
    expect(siteURLFrom(given)).toBe('https://city.example')
  }
  expect(withEnv({ SITE_URL: '' }, () => cmsSettings.siteURL)).toBe(readSettings({ PAYLOAD_SECRET: secret }).siteURL)
})

test('the site server and the CMS have one body and upload limit, and pass it on together', () => {
  const settings = readSettings({ PAYLOAD_SECRET: secret })
  expect(settings.bodyLimits).toEqual(uploadLimits)
  expect(settings.bodyLimits).toEqual({ maxBodyBytes: 1024 * 1024, maxUploadBytes: 20 * 1024 * 1024 })
  // Set in .env for the site server, the same numbers reach the CMS.
  const raised = readSettings({
    PAYLOAD_SECRET: secret,
    CMS_MAX_UPLOAD_BYTES: '52428800',
    CMS_MAX_BODY_BYTES: '2097152',
  })
  expect(raised.bodyLimits).toEqual({ maxBodyBytes: 2097152, maxUploadBytes: 52428800 })
  expect(withEnv(processEnv(raised) as Record<string, string>, () => cmsSettings.bodyLimits)).toEqual(raised.bodyLimits)
  expect(() => readSettings({ PAYLOAD_SECRET: secret, CMS_MAX_UPLOAD_BYTES: '20MB' })).toThrow(
    'Setting CMS_MAX_UPLOAD_BYTES must be a number of bytes',
  )
})

/** The status the site server's /api body check answers for a body of this type and declared length (200: sent on to the CMS). */
async function siteServerStatus(limits: BodyLimits, contentType: string, length: number): Promise<number> {
  const app = express()
  app.use('/api', ...readAPIRequest(limits), (_req, res) => res.status(200).end())
  const server = http.createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise<number>((resolve) => {
      const req = http.request(
        {
          port,
          method: 'POST',
          path: '/api/files',
          headers: { 'content-type': contentType, 'content-length': length },
        },
        (res) => {
          resolve(res.statusCode ?? 0)
          res.resume()
          req.destroy()
        },
      )
      req.on('error', () => undefined) // the request is cut once the answer is in
      // An upload is judged by its declared length before its body is read: the headers are enough.
      if (contentType.startsWith('multipart/')) req.flushHeaders()
      else req.end(Buffer.alloc(length))
    })
  } finally {
    server.close()
  }
}

test('an upload or a body the CMS accepts passes the site server, and one the CMS refuses is refused there too', async () => {
  // The site server's limits as `npm start` gives them; the CMS's own as it reads them.
  const limits = readSettings({ PAYLOAD_SECRET: secret }).bodyLimits
  const cmsStatus = async (contentType: string, length: number) => {
    const answer = await boundedRequest(
      new Request('http://cms.test/api/files', {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': contentType, 'content-length': String(length) },
      }),
    )
    return answer instanceof Response ? answer.status : 200
  }
  const multipart = 'multipart/form-data; boundary=x'
  expect(await cmsStatus(multipart, multipartLimit(limits))).toBe(200)
  expect(await cmsStatus(multipart, multipartLimit(limits) + 1)).toBe(413)
  expect(await cmsStatus('application/json', limits.maxBodyBytes + 1)).toBe(413)
  expect(await siteServerStatus(limits, multipart, multipartLimit(limits))).toBe(200)
  expect(await siteServerStatus(limits, multipart, multipartLimit(limits) + 1)).toBe(413)
  expect(await siteServerStatus(limits, 'application/json', limits.maxBodyBytes)).toBe(200)
  expect(await siteServerStatus(limits, 'application/json', limits.maxBodyBytes + 1)).toBe(413)
})
