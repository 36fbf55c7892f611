import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import pg from 'pg'
import * as tar from 'tar'
import { bucketConnection, type BucketConnection } from '@lestari/server-kit/storage'
import { listBucketObjects, type BucketObject } from './bucket'
import { postgresBinDir } from './debian-packages.mjs'
import { codeCommit } from './release-manifest.mjs'
import { rootDir, type Settings } from './settings'

/**
 * Backups of the CMS (`npm run backup`, `npm run restore <archive>`): one tar.gz archive that
 * holds a consistent snapshot of the database, the uploads (or, when they live in a bucket, the
 * list of its objects) and a manifest with the checksum of every file in it.
 */

/** An archive's name: its time (UTC), so that names sort by time. */
export const archiveName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`
const archivePattern = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/

/** The archives among `names` that a backup folder keeping the newest `keep` ones deletes, oldest first. */
export function archivesToDelete(names: string[], keep: number): string[] {
  const archives = names.filter((name) => archivePattern.test(name)).sort()
  return archives.slice(0, Math.max(0, archives.length - keep))
}

export type FileEntry = { size: number; sha256: string }

export type DatabaseKind = 'sqlite' | 'postgres'

export type BackupManifest = {
  format: 1
  createdAt: string
  /** `git rev-parse HEAD` of the code that wrote it, when known. */
  codeVersion: string | null
  database: { kind: DatabaseKind; file: string; rows: Record<string, number> }
  /** Uploads copied into the archive (media/, files/), or listed: the objects of the bucket they live in. */
  uploads: { kind: 'folders' } | { kind: 'bucket'; bucket: string; file: string }
  /** Every file of the archive but the manifest, by its path in the archive. */
  files: Record<string, FileEntry>
}

export const manifestFile = 'manifest.json'
const databaseFiles: Record<DatabaseKind, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' }
const bucketListFile = 'bucket-objects.json'

/** The folders of the uploads in an archive, and where each lives on disk. */
const uploadFolders = (s: Settings) => [
  { name: 'media', dir: s.mediaDir },
  { name: 'files', dir: s.filesDir },
]

/** What is wrong with the files found in an extracted archive, measured against its manifest (empty: nothing). */
export function manifestProblems(manifest: BackupManifest, found: Record<string, FileEntry>): string[] {
  const problems: string[] = []
  for (const [name, want] of Object.entries(manifest.files)) {
    const got = found[name]
    if (!got) problems.push(`${name} is missing`)
    else if (got.size !== want.size) problems.push(`${name} has ${got.size} bytes, the manifest says ${want.size}`)
    else if (got.sha256 !== want.sha256) problems.push(`${name} differs from its checksum in the manifest`)
  }
  for (const name of Object.keys(found)) if (!(name in manifest.files)) problems.push(`${name} is not in the manifest`)
  return problems
}

/** The files under `dir`, by their path relative to it (with / between folders). */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix + entry.name
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${relative}/`)
      return entry.isFile() ? [relative] : []
    })
}

async function fileEntry(file: string): Promise<FileEntry> {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return { size: fs.statSync(file).size, sha256: hash.digest('hex') }
}

/** Size and sha256 of every file under `dir` but the manifest. */
async function describeFiles(dir: string): Promise<Record<string, FileEntry>> {
  const files: Record<string, FileEntry> = {}
  for (const name of filesUnder(dir)) if (name !== manifestFile) files[name] = await fileEntry(path.join(dir, name))
  return files
}

const sqliteFile = (databaseURI: string) => databaseURI.slice('file:'.length)
const databaseKind = (s: Settings): DatabaseKind => (s.databaseURI.startsWith('file:') ? 'sqlite' : 'postgres')

/** Rows of every table of a SQLite database. */
async function sqliteRows(url: string): Promise<Record<string, number>> {
  const db = createClient({ url })
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    const tables = await db.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    )
    const rows: Record<string, number> = {}
    for (const { name } of tables.rows) {
      const count = await db.execute(`SELECT count(*) AS n FROM "${String(name)}"`)
      rows[String(name)] = Number(count.rows[0].n)
    }
    return rows
  } finally {
    db.close()
  }
}

/**
 * The connection of a PostgreSQL DATABASE_URI as libpq's environment variables: the programs
 * (pg_dump, pg_restore) get the password there, never on their command line.
 */
function postgresEnv(databaseURI: string): NodeJS.ProcessEnv {
  const uri = new URL(databaseURI)
  const sslmode = uri.searchParams.get('sslmode')
  return {
    ...process.env,
    PGHOST: uri.hostname || 'localhost',
    PGPORT: uri.port || '5432',
    PGUSER: decodeURIComponent(uri.username),
    PGPASSWORD: decodeURIComponent(uri.password),
    PGDATABASE: decodeURIComponent(uri.pathname.slice(1)),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  }
}

/** Rows of every table of a PostgreSQL database (`schema.table` outside the public schema), in the client's transaction. */
async function postgresRows(db: pg.Client): Promise<Record<string, number>> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY table_schema, table_name`,
  )
  const rows: Record<string, number> = {}
  for (const { schema, name } of tables.rows) {
    const quoted = `${db.escapeIdentifier(schema)}.${db.escapeIdentifier(name)}`
    const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted}`)
    rows[schema === 'public' ? name : `${schema}.${name}`] = Number(count.rows[0].n)
  }
  return rows
}

async function withPostgres<T>(databaseURI: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseURI })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

/** Rows of every table of the database at `databaseURI` (SQLite or PostgreSQL). */
export const databaseRows = (databaseURI: string): Promise<Record<string, number>> =>
  databaseURI.startsWith('file:') ? sqliteRows(databaseURI) : withPostgres(databaseURI, postgresRows)

/** A PostgreSQL program: the newest installed server's own, else the one on the PATH. */
export const postgresProgram = (name: string) => {
  const dir = postgresBinDir()
  return dir ? path.join(dir, name) : name
}

/** Runs a program; rejects with its error output when it fails. */
function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit code ${code}): ${errors.trim()}`)),
    )
  })
}

/**
 * A consistent snapshot of the database into `file`, while the CMS keeps writing, and the rows of
 * each table in it. SQLite: `VACUUM INTO` (one read transaction; the WAL lets the CMS write on).
 * PostgreSQL: pg_dump (custom format) of a snapshot exported by a transaction that counts the rows
 * of that same snapshot.
 */
async function snapshotDatabase(s: Settings, file: string): Promise<Record<string, number>> {
  if (databaseKind(s) === 'sqlite') {
    // libsql would create a missing file and back up an empty database.
    if (!fs.existsSync(sqliteFile(s.databaseURI))) throw new Error(`No database at ${sqliteFile(s.databaseURI)}`)
    const db = createClient({ url: s.databaseURI })
    try {
      await db.execute('PRAGMA busy_timeout = 5000')
      await db.execute({ sql: 'VACUUM INTO ?', args: [file] })
    } finally {
      db.close()
    }
    return sqliteRows(`file:${file}`)
  }
  return withPostgres(s.databaseURI, async (db) => {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshot = (await db.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id
    const rows = await postgresRows(db)
    await runQuietly(
      postgresProgram('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`],
      postgresEnv(s.databaseURI),
    )
    await db.query('COMMIT')
    return rows
  })
}

/** The bucket of the uploads (S3_BUCKET), or null: they are in MEDIA_DIR and FILES_DIR. */
const uploadsBucket = (s: Settings): BucketConnection | null => bucketConnection(s.storage, 'S3_BUCKET', 'S3')

const bucketObjects = (bucket: BucketConnection) => listBucketObjects(new S3Client(bucket.config), bucket.bucket)

/** Hard links of the files under `from` in `to` (copies across file systems): they stay as they were when linked. */
export function linkTree(from: string, to: string) {
  for (const name of filesUnder(from)) {
    const target = path.join(to, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.linkSync(path.join(from, name), target)
    } catch {
      fs.copyFileSync(path.join(from, name), target)
    }
  }
}

export type BackupResult = { archive: string; bytes: number; manifest: BackupManifest; deleted: string[] }

/**
 * Writes one archive into the backup folder, then deletes the archives beyond the newest
 * `backupKeep`. Everything is gathered in a staging folder and packed under a temporary name,
 * renamed at the end: a failed backup leaves no archive and deletes none.
 */
export async function backup(s: Settings, at = new Date()): Promise<BackupResult> {
  fs.mkdirSync(s.backupDir, { recursive: true })
  const name = archiveName(at)
  const staging = fs.mkdtempSync(path.join(s.backupDir, '.staging-'))
  const partial = path.join(s.backupDir, `.${name}.partial`)
  try {
    const kind = databaseKind(s)
    // The database first: every upload its documents name is on disk by then.
    const rows = await snapshotDatabase(s, path.join(staging, databaseFiles[kind]))
    const bucket = uploadsBucket(s)
    if (bucket) {
      fs.writeFileSync(path.join(staging, bucketListFile), JSON.stringify(await bucketObjects(bucket), null, 1))
    } else {
      for (const { name: folder, dir } of uploadFolders(s)) linkTree(dir, path.join(staging, folder))
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: at.toISOString(),
      codeVersion: codeCommit(rootDir),
      database: { kind, file: databaseFiles[kind], rows },
      uploads: bucket ? { kind: 'bucket', bucket: bucket.bucket, file: bucketListFile } : { kind: 'folders' },
      files: await describeFiles(staging),
    }
    fs.writeFileSync(path.join(staging, manifestFile), JSON.stringify(manifest, null, 2))
    const entries = [
      manifestFile,
      ...fs
        .readdirSync(staging)
        .filter((n) => n !== manifestFile)
        .sort(),
    ]
    await tar.create({ gzip: true, portable: true, file: partial, cwd: staging }, entries)
    const archive = path.join(s.backupDir, name)
    fs.renameSync(partial, archive)
    const deleted = archivesToDelete(fs.readdirSync(s.backupDir), s.backupKeep)
    for (const old of deleted) fs.rmSync(path.join(s.backupDir, old))
    return { archive, bytes: fs.statSync(archive).size, manifest, deleted }
  } finally {
    fs.rmSync(partial, { force: true })
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** A restore refused before anything was written. */
export class RestoreRefused extends Error {}

/** Unpacks an archive into `dir` and checks every file against the manifest; throws RestoreRefused when damaged. */
async function unpackArchive(archive: string, dir: string): Promise<BackupManifest> {
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true })
  } catch (error) {
    throw new RestoreRefused(`The archive ${archive} is damaged: ${(error as Error).message}`)
  }
  const manifestPath = path.join(dir, manifestFile)
  if (!fs.existsSync(manifestPath)) throw new RestoreRefused(`The archive ${archive} has no ${manifestFile}`)
  const read = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { format?: unknown }
  if (read.format !== 1) throw new RestoreRefused(`The archive ${archive} has an unknown format ${String(read.format)}`)
  const manifest = read as BackupManifest
  const problems = manifestProblems(manifest, await describeFiles(dir))
  if (problems.length)
    throw new RestoreRefused(`The archive ${archive} is damaged, nothing was restored: ${problems.join('; ')}`)
  return manifest
}

/** What a restore into these settings would overwrite: a non-empty database or upload folder (empty: nothing). */
async function inTheWay(s: Settings, manifest: BackupManifest): Promise<string[]> {
  const found: string[] = []
  if (databaseKind(s) === 'sqlite') {
    const file = sqliteFile(s.databaseURI)
    const size = fs.existsSync(file) ? fs.statSync(file).size : 0
    if (size > 0) found.push(`the database file ${file} exists (${size} bytes)`)
  } else {
    const rows = await databaseRows(s.databaseURI)
    const filled = Object.entries(rows).filter(([, n]) => n > 0)
    if (filled.length)
      found.push(
        `the database ${postgresEnv(s.databaseURI).PGDATABASE} has rows in ${filled.length} tables (${filled
          .slice(0, 5)
          .map(([table, n]) => `${table}: ${n}`)
          .join(', ')}${filled.length > 5 ? ', ...' : ''})`,
      )
  }
  if (manifest.uploads.kind === 'folders') {
    for (const { dir } of uploadFolders(s)) {
      const files = filesUnder(dir)
      if (files.length)
        found.push(
          `the folder ${dir} holds ${files.length} files (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', ...' : ''})`,
        )
    }
  }
  return found
}

/** Whether the archive's uploads fit these settings: folders into folders, a bucket's list with a bucket. */
function uploadsMismatch(s: Settings, manifest: BackupManifest): string | null {
  const bucket = uploadsBucket(s)
  if (manifest.uploads.kind === 'folders' && bucket)
    return `The archive holds the uploads as files, but S3_BUCKET is set (${bucket.bucket}): restore with MEDIA_DIR and FILES_DIR, then copy them to the bucket`
  if (manifest.uploads.kind === 'bucket' && !bucket)
    return `The archive's uploads are in the bucket ${manifest.uploads.bucket} (listed, not copied): set S3_BUCKET and its settings to restore it`
  return null
}

export type RestoreResult = {
  manifest: BackupManifest
  /** Upload files copied into MEDIA_DIR and FILES_DIR. */
  uploadFiles: number
  /** Objects the archive lists that the bucket lacks or holds with other contents (uploads in a bucket). */
  missingObjects: string[]
}

/**
 * Fills the empty database and upload folders of these settings from an archive. Refused, before
 * anything is written, when the archive is damaged or the database or an upload folder is not empty.
 */
export async function restore(s: Settings, archive: string): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}`)
  const unpacked = fs.mkdtempSync(path.join(path.dirname(path.resolve(archive)), '.restore-'))
  try {
    const manifest = await unpackArchive(archive, unpacked)
    if (manifest.database.kind !== databaseKind(s))
      throw new RestoreRefused(
        `The archive holds a ${manifest.database.kind} database and DATABASE_URI names a ${databaseKind(s)} one`,
      )
    const mismatch = uploadsMismatch(s, manifest)
    if (mismatch) throw new RestoreRefused(mismatch)
    const blocking = await inTheWay(s, manifest)
    if (blocking.length)
      throw new RestoreRefused(
        `Restore refused, it only fills an empty database and empty folders: ${blocking.join('; ')}`,
      )

    const dump = path.join(unpacked, manifest.database.file)
    if (manifest.database.kind === 'sqlite') {
      const file = sqliteFile(s.databaseURI)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
      fs.copyFileSync(dump, `${file}.restoring`)
      fs.renameSync(`${file}.restoring`, file)
    } else {
      const env = postgresEnv(s.databaseURI)
      await runQuietly(
        postgresProgram('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${env.PGDATABASE}`,
          dump,
        ],
        env,
      )
    }
    const restoredRows = await databaseRows(s.databaseURI)
    const differ = Object.entries(manifest.database.rows).filter(([table, n]) => restoredRows[table] !== n)
    if (differ.length)
      throw new Error(
        `The restored database differs from the manifest: ${differ.map(([t, n]) => `${t} ${restoredRows[t]} rows, expected ${n}`).join('; ')}`,
      )

    let uploadFiles = 0
    let missingObjects: string[] = []
    if (manifest.uploads.kind === 'folders') {
      for (const { name, dir } of uploadFolders(s)) {
        const files = filesUnder(path.join(unpacked, name))
        fs.mkdirSync(dir, { recursive: true })
        if (files.length) fs.cpSync(path.join(unpacked, name), dir, { recursive: true })
        uploadFiles += files.length
      }
    } else {
      const listed = JSON.parse(fs.readFileSync(path.join(unpacked, manifest.uploads.file), 'utf8')) as BucketObject[]
      const held = new Map((await bucketObjects(uploadsBucket(s)!)).map((o) => [o.key, o.etag]))
      missingObjects = listed.filter((o) => held.get(o.key) !== o.etag).map((o) => o.key)
    }
    return { manifest, uploadFiles, missingObjects }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
