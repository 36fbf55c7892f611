// Plain JavaScript: scripts/bootstrap.mjs imports it before anything is installed.
import { spawn } from 'node:child_process'

/**
 * node's arguments for a TypeScript script outside production: tsx as node's loader, not tsx's
 * command. The command runs the script in a child process of its own, relays a SIGTERM to it, and
 * kills it (SIGKILL) when the child has not answered within some 60 ms, as a busy process does
 * not: a stop would cut the requests and the release in progress instead of ending them.
 */
export const typeScriptArgs = (script) => ['--import', 'tsx', script]

/**
 * Runs node with these arguments and ends with its exit code; a stop signal (a service manager's
 * SIGTERM, Ctrl+C) reaches it, and it stops cleanly.
 */
export function handOver(nodeArgs, { cwd, env }) {
  const child = spawn(process.execPath, nodeArgs, { stdio: 'inherit', cwd, env })
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
  child.once('exit', (code) => process.exit(code ?? 1))
}
