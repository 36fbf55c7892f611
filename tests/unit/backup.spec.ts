import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import { bucketConnection } from '@lestari/server-kit/storage'
import {
  archiveName,
  archivesToDelete,
  backup,
  manifestProblems,
  restore,
  type BackupManifest,
} from '../../scripts/lib/backup'
import { readSettings } from '../../scripts/lib/settings'

test('archive names sort by the time they were taken', () => {
  const times = ['2026-01-02T03:04:05.006Z', '2025-12-31T23:59:59.999Z', '2026-01-02T03:04:05.100Z']
  const names = times.map((t) => archiveName(new Date(t)))
  expect(names[0]).toBe('backup-2026-01-02T03-04-05-006Z.tar.gz')
  expect([...names].sort()).toEqual([names[1], names[0], names[2]])
})

test('retention deletes the oldest archives beyond the number kept, and nothing else', () => {
  const archives = ['2026-01-03', '2026-01-01', '2026-01-04', '2026-01-02'].map((day) =>
    archiveName(new Date(`${day}T02:00:00Z`)),
  )
  const others = ['notes.txt', `.${archives[0]}.partial`, 'backup-by-hand.tar.gz', '.staging-abc']
  expect(archivesToDelete([...archives, ...others], 2)).toEqual([archives[1], archives[3]])
  expect(archivesToDelete([...archives, ...others], 4)).toEqual([])
  expect(archivesToDelete(others, 1)).toEqual([])
})

const manifest: BackupManifest = {
  format: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  codeVersion: null,
  database: { kind: 'sqlite', file: 'database.sqlite', rows: { posts: 2 } },
  uploads: { kind: 'folders' },
  files: {
    'database.sqlite': { size: 8192, sha256: 'a'.repeat(64) },
    'media/photo.jpg': { size: 100, sha256: 'b'.repeat(64) },
  },
}

test('an archive whose files match its manifest has no problem', () => {
  expect(manifestProblems(manifest, { ...manifest.files })).toEqual([])
})

test('a damaged archive is named file by file: missing, resized, changed or unlisted', () => {
  expect(
    manifestProblems(manifest, {
      'database.sqlite': { size: 8192, sha256: 'c'.repeat(64) },
      'files/extra.pdf': { size: 1, sha256: 'd'.repeat(64) },
    }),
  ).toEqual([
    'database.sqlite differs from its checksum in the manifest',
    'media/photo.jpg is missing',
    'files/extra.pdf is not in the manifest',
  ])
  expect(
    manifestProblems(manifest, { ...manifest.files, 'media/photo.jpg': { size: 99, sha256: 'b'.repeat(64) } }),
  ).toEqual(['media/photo.jpg has 99 bytes, the manifest says 100'])
})

test.describe('with uploads in a bucket', () => {
  const bucketName = 'lestari-media'
  let dir: string
  let server: S3rver
  let env: Record<string, string>

  test.beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-unit-'))
    // s3rver's own keys; port 0: any free port.
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: bucketName, configs: [] }],
    })
    const { port } = await server.run()
    env = {
      PAYLOAD_SECRET: 'x'.repeat(32),
      DATABASE_URI: `file:${path.join(dir, 'cms.db')}`,
      BACKUP_DIR: path.join(dir, 'backups'),
      S3_BUCKET: bucketName,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }
    const db = createClient({ url: env.DATABASE_URI })
    await db.execute('CREATE TABLE media (id INTEGER PRIMARY KEY, filename TEXT)')
    await db.execute(`INSERT INTO media (filename) VALUES ('a.jpg'), ('b.pdf')`)
    db.close()
  })

  test.afterEach(async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('the archive lists the objects, a restore names those the bucket lost, and BACKUP_KEEP keeps the newest', async () => {
    const settings = readSettings({ ...env, BACKUP_KEEP: '2' })
    const s3 = new S3Client(bucketConnection(env, 'S3_BUCKET', 'S3')!.config)
    for (const [key, body] of [
      ['a.jpg', 'picture'],
      ['b.pdf', '%PDF-1.4'],
    ])
      await s3.send(new PutObjectCommand({ Bucket: bucketName, Key: key, Body: body }))

    const taken = []
    for (const minute of [1, 2, 3]) taken.push(await backup(settings, new Date(`2026-01-01T02:0${minute}:00Z`)))
    const { archive, manifest } = taken[2]
    expect(fs.readdirSync(settings.backupDir)).toEqual([taken[1], taken[2]].map((t) => path.basename(t.archive)))
    expect(taken[2].deleted).toEqual([path.basename(taken[0].archive)])
    expect(manifest.uploads).toEqual({ kind: 'bucket', bucket: bucketName, file: 'bucket-objects.json' })
    expect(manifest.database.rows).toEqual({ media: 2 })
    expect(Object.keys(manifest.files).sort()).toEqual(['bucket-objects.json', 'database.sqlite'])

    const restoredTo = (name: string) => readSettings({ ...env, DATABASE_URI: `file:${path.join(dir, name)}` })
    expect((await restore(restoredTo('first.db'), archive)).missingObjects).toEqual([])
    await s3.send(new DeleteObjectCommand({ Bucket: bucketName, Key: 'b.pdf' }))
    expect((await restore(restoredTo('second.db'), archive)).missingObjects).toEqual(['b.pdf'])
    // Without a bucket, the listed uploads would be nowhere: refused.
    const noBucket = readSettings({ ...env, S3_BUCKET: '', DATABASE_URI: `file:${path.join(dir, 'third.db')}` })
    await expect(restore(noBucket, archive)).rejects.toThrow(
      `The archive's uploads are in the bucket ${bucketName} (listed, not copied)`,
    )
    expect(fs.existsSync(path.join(dir, 'third.db'))).toBe(false)
  })
})
