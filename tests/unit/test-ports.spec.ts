import fs from 'node:fs'
import path from 'node:path'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { ensurePortFree } from '../../scripts/lib/run'

/**
 * The end-to-end specs take ports at fixed offsets over their stack's site port
 * (`testSitePort + N`), and specs of different files run at the same time in other workers. Two
 * files on one offset once gave a spec's own CMS a port another spec's site server held: the CMS's
 * readiness check reached that server, which proxied to the test stack's CMS, and the spec changed
 * the shared content. Each offset belongs to one file, and stays below the next stack's ports
 * (scripts/test.ts puts the next stack 100 ports up).
 */
test('each port offset over the test site port is taken by one spec file only', () => {
  const dir = path.join(process.cwd(), 'tests', 'e2e')
  const owners = new Map<number, Set<string>>()
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')))
    for (const [, offset] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/testSitePort \+ (\d+)/g))
      owners.set(Number(offset), (owners.get(Number(offset)) ?? new Set()).add(file))
  expect(owners.size).toBeGreaterThan(20)
  const shared = [...owners]
    .filter(([, files]) => files.size > 1)
    .map(([offset, files]) => `+${offset}: ${[...files].join(', ')}`)
  expect(shared, 'offsets taken by more than one file').toEqual([])
  expect(Math.max(...owners.keys())).toBeLessThan(100)
})

test('a CMS is not started on a port another program answers on', async () => {
  const other = net.createServer((socket) => socket.end())
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const { port } = other.address() as net.AddressInfo
  await expect(ensurePortFree('The CMS', '127.0.0.1', port)).rejects.toThrow(
    `The CMS: port ${port} on 127.0.0.1 is taken by another program`,
  )
  await new Promise((resolve) => other.close(resolve))
  await expect(ensurePortFree('The CMS', '0.0.0.0', port)).resolves.toBeUndefined()
})
