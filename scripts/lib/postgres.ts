import { execFileSync, type ExecFileSyncOptions } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { postgresBinDir } from './debian-packages.mjs'

/**
 * A throwaway PostgreSQL server from Debian's packages, for the PostgreSQL test suite and for
 * creating PostgreSQL migrations: its own cluster in a folder of ours, its own port, listening on
 * 127.0.0.1 only (no Unix socket), fsync off. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` system user the package creates.
 */

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program as the user the server runs as. */
function asServerUser(program: string, args: string[], options: ExecFileSyncOptions = {}) {
  const bin = postgresBinDir()
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin); run `apt-get install postgresql`',
    )
  const full = path.join(bin, program)
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args]
  return execFileSync(cmd, cmdArgs, { cwd: '/', stdio: 'pipe', ...options })
}

/**
 * The folder of the cluster. As root it must be reachable by the `postgres` user; when a parent
 * folder is closed to others (a checkout under /root), it moves to the system's temporary folder.
 */
function clusterDir(folder: string, port: number): string {
  const dir = path.resolve(folder)
  if (!asRoot) return dir
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(dir)], { stdio: 'ignore' })
    return dir
  } catch {
    return path.join(os.tmpdir(), `postgres-cluster-${port}`)
  }
}

/** Stops a server left running in `dir` by an earlier run that was killed. */
export function stopLeftoverPostgres(dir: string, port: number) {
  const data = path.join(clusterDir(dir, port), 'data')
  if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return
  try {
    asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  } catch {
    // not running any more
  }
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

const stderrOf = (error: unknown) => (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error)

export type PostgresServer = {
  /** The DATABASE_URI of the database created in it. */
  uri: string
  /** The server's log file. */
  log: string
  stop: () => void
}

/**
 * Creates a fresh cluster in `dir` and starts it for `uri`: the port, superuser, password and
 * database of the URI (postgres://user:password@127.0.0.1:port/database). Whatever `dir` held
 * is replaced; a server an earlier run left there is stopped first.
 */
export async function startPostgres(dir: string, uri: string): Promise<PostgresServer> {
  const target = new URL(uri)
  const port = Number(target.port || 5432)
  const user = decodeURIComponent(target.username)
  const password = decodeURIComponent(target.password)
  const database = target.pathname.slice(1)
  if (!user || !password || !database)
    throw new Error(`A test PostgreSQL URI needs a user, password and database, got ${uri}`)

  stopLeftoverPostgres(dir, port)
  const cluster = clusterDir(dir, port)
  fs.rmSync(cluster, { recursive: true, force: true })
  fs.mkdirSync(cluster, { recursive: true })
  const data = path.join(cluster, 'data')
  const log = path.join(cluster, 'postgres.log')
  const pwfile = path.join(cluster, 'password')
  fs.writeFileSync(pwfile, password, { mode: 0o600 })
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    fs.chownSync(cluster, id('-u'), id('-g'))
    fs.chownSync(pwfile, id('-u'), id('-g'))
  }
  if (await portTaken(port))
    throw new Error(`Port ${port} is taken: choose another port for the test PostgreSQL (TEST_POSTGRES_PORT)`)

  try {
    asServerUser('initdb', [
      '-D',
      data,
      '-U',
      user,
      `--pwfile=${pwfile}`,
      '-A',
      'scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
  } catch (error) {
    throw new Error(`initdb failed in ${data}: ${stderrOf(error)}`, { cause: error })
  } finally {
    fs.rmSync(pwfile, { force: true })
  }
  // A throwaway database: durability traded for speed; TCP on the loopback only.
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  )
  const stop = () => {
    try {
      asServerUser('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    } catch {
      // already stopped
    }
  }
  try {
    asServerUser('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start'])
    execFileSync(
      path.join(postgresBinDir()!, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', user, database],
      {
        stdio: 'pipe',
        env: { ...process.env, PGPASSWORD: password },
      },
    )
  } catch (error) {
    stop()
    throw new Error(`PostgreSQL did not start on port ${port}: ${stderrOf(error)} (log: ${log})`, { cause: error })
  }
  return { uri, log, stop }
}
