// The Debian packages that the tests need beside npm packages (Chromium, its headless shell,
// Redis, systemd's verifier, PostgreSQL), where each is found, and their install with apt-get.
// Plain JavaScript: when `npm ci` runs too (a new checkout), scripts/bootstrap.mjs installs them
// beside it, before anything TypeScript can run; otherwise scripts/test.ts does.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Debian's Chromium, or CHROME_PATH: the whole browser, for what only it does (Lighthouse, the
 * install prompt's checks, lazy pictures left for later).
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/**
 * The browser of the end-to-end tests: Debian's build of Chromium's headless shell (the same
 * engine without the desktop browser around it, as Playwright's own headless Chromium is), or
 * HEADLESS_SHELL_PATH. It runs the suite's pages in about three quarters of the CPU time the whole
 * browser takes in headless mode (docs/PERFORMANCE.md, "The test suite").
 */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

/** Debian's redis-server, or REDIS_SERVER_PATH: the tests of several processes sharing state start their own. */
export const redisServerPath = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server'

/** The newest /usr/lib/postgresql/<version>/bin that holds a server (PG_BIN_DIR wins). */
export function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')))
}

/** Debian's PostgreSQL server: installed when /usr/lib/postgresql holds a server. */
export const postgresPackage = {
  name: 'postgresql',
  installed: () => Boolean(postgresBinDir()),
  hint: 'Install the "postgresql" package, or set PG_BIN_DIR to the bin folder of a PostgreSQL server.',
}

/** Debian's Chromium: the whole browser, for the tests and the benches that load pages (Lighthouse, search). */
export const chromiumPackage = {
  name: 'chromium',
  installed: () => fs.existsSync(chromiumPath),
  hint: 'Install the "chromium" package, or set CHROME_PATH to a Chromium binary.',
}

/**
 * What `npm test <args>` needs: Chromium, its headless shell, Redis and systemd's verifier (the
 * production units are checked by systemd-analyze, tests/unit/deploy.spec.ts) always; PostgreSQL
 * for a whole run and for the PostgreSQL suite (`--postgres`).
 */
export function testPackages(args) {
  const withPostgres = !args.length || args[0] === '--postgres'
  return [
    chromiumPackage,
    {
      name: 'chromium-headless-shell',
      installed: () => fs.existsSync(headlessShellPath),
      hint: 'Install the "chromium-headless-shell" package, or set HEADLESS_SHELL_PATH to a headless shell binary.',
    },
    {
      name: 'redis-server',
      installed: () => fs.existsSync(redisServerPath),
      hint: 'Install the "redis-server" package, or set REDIS_SERVER_PATH to a redis-server binary.',
    },
    {
      name: 'systemd',
      installed: () => fs.existsSync('/usr/bin/systemd-analyze'),
      hint: 'Install the "systemd" package (for systemd-analyze).',
    },
    ...(withPostgres ? [postgresPackage] : []),
  ]
}

/** apt-get's command line (through `sudo -n` when not root) and environment. */
const aptCommand = (args) => {
  const [command, ...rest] = [...(process.getuid?.() === 0 ? [] : ['sudo', '-n']), 'apt-get', ...args]
  return { command, args: rest, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
}
const updateArgs = ['update']
const installArgs = (names) => ['install', '-y', '--no-install-recommends', ...names]
const failure = (missing) =>
  `Could not install ${missing.map((p) => p.name).join(', ')} with apt-get. ${missing.map((p) => p.hint).join(' ')}`

/**
 * Installs the missing ones of `packages`: one `apt-get update` and one `apt-get install` for all
 * of them, their output shown. Exits with their hints when apt-get fails.
 */
export function aptInstall(packages) {
  const missing = packages.filter((p) => !p.installed())
  if (!missing.length) return
  console.log(`▶ Install ${missing.map((p) => p.name).join(', ')} (apt-get)`)
  try {
    for (const args of [updateArgs, installArgs(missing.map((p) => p.name))]) {
      const apt = aptCommand(args)
      execFileSync(apt.command, apt.args, { stdio: 'inherit', env: apt.env })
    }
  } catch {
    console.error(failure(missing))
    process.exit(1)
  }
}

/**
 * The same beside other work (scripts/bootstrap.mjs, beside `npm ci`): apt-get's output is kept
 * and shown only when it fails. Resolves to the names installed and the wall seconds it took, or
 * to an error message that ends with the hints.
 */
export async function aptInstallBeside(packages) {
  const missing = packages.filter((p) => !p.installed())
  if (!missing.length) return { names: [], seconds: 0 }
  const names = missing.map((p) => p.name)
  console.log(`▶ Install ${names.join(', ')} (apt-get, in the background)`)
  const started = Date.now()
  let output = ''
  const run = (args) =>
    new Promise((resolve) => {
      const apt = aptCommand(args)
      const child = spawn(apt.command, apt.args, { env: apt.env, stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.once('error', (error) => resolve(`${error.message}\n`))
      child.once('exit', (code) => resolve(code === 0 ? '' : `apt-get ${args[0]} exited with code ${code}\n`))
    })
  for (const args of [updateArgs, installArgs(names)]) {
    const problem = await run(args)
    if (problem) return { names, error: `${output}${problem}${failure(missing)}` }
  }
  return { names, seconds: (Date.now() - started) / 1000 }
}
