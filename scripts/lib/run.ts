import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Runs a command to completion, its output passed through; rejects naming the command on failure. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}

/** Starts a long-running process; its output goes to the given stream or is inherited. */
export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', ...options })
}

/** Resolves once `check` succeeds; rejects after `timeoutMs`, or as soon as `child` exits. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  let exited: string | null = null
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
