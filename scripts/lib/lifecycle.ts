import type { ChildProcess } from 'node:child_process'
import type http from 'node:http'
import path from 'node:path'
import { ensureEnvFile, envFile, loadEnv, readSettings, SettingsError, type Settings } from './settings'

/**
 * What the long-running commands share (`npm start`, `npm run serve:site`, `npm run serve:cms`):
 * their settings, and a clean stop on SIGTERM (docs/RELIABILITY.md "Stopping").
 */

/** The settings from the environment and .env (written with a new secret the first time); exits on a wrong one. */
export function settingsOrExit(): Settings {
  if (ensureEnvFile()) console.log(`Wrote ${path.relative(process.cwd(), envFile)} with a new random PAYLOAD_SECRET.`)
  try {
    return readSettings(loadEnv())
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    console.error(`✖ ${error.message}`)
    process.exit(1)
  }
}

/** How long requests in flight may take to finish once a server is stopping. */
export const stopTimeoutMs = 10_000

/**
 * Stops a server cleanly: it accepts no new connection, idle keep-alive connections close at once,
 * and the requests in flight finish; whatever is still open after `timeoutMs` is closed.
 * Resolves when every connection is gone.
 */
export function closeGracefully(server: http.Server, timeoutMs = stopTimeoutMs): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
}

/**
 * Stops a child process with SIGTERM and resolves once it is gone; SIGKILL after `timeoutMs`.
 * `next start` itself, on SIGTERM, stops accepting connections, lets the requests in flight finish
 * (with no time limit of its own), then exits.
 */
export function stopChild(child: ChildProcess | undefined, timeoutMs = stopTimeoutMs): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** How long a whole stop may take before the process exits anyway (with code 1). */
const stopDeadlineMs = 2 * stopTimeoutMs

/**
 * Runs `stop` once, on the first SIGTERM or SIGINT, then exits with code 0 (1 if it failed or
 * took longer than stopDeadlineMs). Later signals are ignored: Ctrl+C in a terminal reaches both
 * `npm start` and the process it started.
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<void>) {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping cleanly…`)
    setTimeout(() => {
      console.error(`✖ The stop took longer than ${stopDeadlineMs / 1000} s.`)
      process.exit(1)
    }, stopDeadlineMs).unref()
    stop(signal).then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`✖ The stop failed: ${error.message}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
