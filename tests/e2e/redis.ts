import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { redisServerPath } from '../../scripts/lib/debian-packages.mjs'

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.write('PING\r\n')
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
    })
    socket.once('error', () => resolve(false))
  })

/** A loopback port that nothing listens on now, chosen by the system. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * A throwaway Redis for a test: in memory only (no snapshot, no append-only file), on loopback, on
 * `port` or else on a free one. Resolves once it answers PING.
 */
export async function startRedis(wanted?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = wanted ?? (await freePort())
  const child: ChildProcess = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 15_000
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 15 s`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
