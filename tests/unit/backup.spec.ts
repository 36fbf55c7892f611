import { expect, test } from '@playwright/test'
import { archiveName, archivesToDelete, manifestProblems, type BackupManifest } from '../../scripts/lib/backup'

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
