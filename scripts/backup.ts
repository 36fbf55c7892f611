import path from 'node:path'
import { backup } from './lib/backup'
import { loadEnv, readSettings } from './lib/settings'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * `npm run backup`: one archive of the database, the uploads and a manifest into BACKUP_DIR, while
 * the CMS keeps running; the archives beyond the newest BACKUP_KEEP are deleted after it.
 */
async function main() {
  try {
    const settings = readSettings(loadEnv())
    const { archive, bytes, manifest, deleted } = await backup(settings)
    const rows = Object.values(manifest.database.rows)
    const uploads = Object.entries(manifest.files).filter(([name]) => /^(media|files)\//.test(name))
    console.log(`✔ Backup written: ${archive} (${megabytes(bytes)})`)
    console.log(
      `  database (${manifest.database.kind}): ${rows.length} tables, ${rows.reduce((a, b) => a + b, 0)} rows (per table in ${path.basename(archive)}: manifest.json)`,
    )
    console.log(
      manifest.uploads.kind === 'folders'
        ? `  uploads: ${uploads.length} files, ${megabytes(uploads.reduce((sum, [, f]) => sum + f.size, 0))}`
        : `  uploads: the objects of the bucket ${manifest.uploads.bucket} listed (not copied) in ${manifest.uploads.file}`,
    )
    for (const old of deleted) console.log(`  deleted the old archive ${old} (BACKUP_KEEP=${settings.backupKeep})`)
  } catch (error) {
    console.error(`✖ Backup failed, no archive written: ${(error as Error).message}`)
    process.exit(1)
  }
}

void main()
