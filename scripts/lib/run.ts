import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { lineRedactor } from '@lestari/server-kit/redact'

/** Runs a command to completion, its output passed through; resolves to its exit code, or the signal that ended it. */
export function runToExit(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
}

/** Runs a command to completion, its output passed through; rejects naming the command on failure. */
export async function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const { code, signal } = await runToExit(command, args, options)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)
}

/**
 * Starts a long-running process. Its output goes where `options.stdio` says (inherited by
 * default, or file descriptors), each line with the given secrets and token-shaped strings masked.
 */
export function start(
  command: string,
  args: string[],
  options: SpawnOptions = {},
  secrets: string[] = [],
): ChildProcess {
  const stdio = Array.isArray(options.stdio)
    ? options.stdio
    : [options.stdio ?? 'inherit', options.stdio ?? 'inherit', options.stdio ?? 'inherit']
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (from: NodeJS.ReadableStream | null, to: unknown, standard: NodeJS.WriteStream) => {
    if (!from) return
    const write =
      typeof to === 'number'
        ? (text: string) => fs.writeSync(to, text)
        : to === 'ignore'
          ? () => {}
          : (text: string) => standard.write(text)
    const lines = lineRedactor(write, secrets)
    from.on('data', (chunk: Buffer) => lines.push(chunk))
    from.on('end', () => lines.flush())
  }
  forward(child.stdout, stdio[1], process.stdout)
  forward(child.stderr, stdio[2], process.stderr)
  return child
}

/**
 * Throws when something already answers on the port a server is about to take. The server would
 * stop on EADDRINUSE, but a readiness check polling that port could first reach the other program
 * and take it for the new server (a test's CMS once sent its changes to another stack's this way).
 */
export async function ensurePortFree(what: string, host: string, port: number) {
  const probe = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: probe, port })
    const done = (taken: boolean) => {
      socket.destroy()
      resolve(taken)
    }
    socket.setTimeout(2000)
    socket.once('connect', () => done(true))
    socket.once('timeout', () => done(false))
    socket.once('error', () => done(false))
  })
  if (answers)
    throw new Error(`${what}: port ${port} on ${probe} is taken by another program; stop it or choose another port`)
}

/** Resolves once `check` succeeds; rejects after `timeoutMs`, or as soon as `child` exits. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  // Widened by hand: TypeScript cannot see the assignment in the callback and would narrow it to null.
  let exited = null as string | null
  child?.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`))
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what} stopped before it was ready (${exited})`)
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`)
}

/** Prints a stage with its duration: the two commands report where their time goes. */
export async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = await work()
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return result
}
