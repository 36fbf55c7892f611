import path from 'node:path'
import { restore } from './lib/backup'
import { loadEnv, readSettings } from './lib/settings'

/**
 * `npm run restore <archive>`: fills the empty database and upload folders that the settings name
 * (DATABASE_URI, MEDIA_DIR, FILES_DIR) from an archive of `npm run backup`. A damaged archive, a
 * database with content or an upload folder with files is refused before anything is written.
 */
async function main() {
  const archive = process.argv[2]
  if (!archive) {
    console.error('✖ Name the archive to restore: npm run restore <archive.tar.gz>')
    process.exit(1)
  }
  try {
    const settings = readSettings(loadEnv())
    const { manifest, uploadFiles, missingObjects } = await restore(settings, path.resolve(archive))
    const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0)
    console.log(`✔ Restored ${archive} (taken ${manifest.createdAt}, code ${manifest.codeVersion ?? 'unknown'})`)
    console.log(`  database (${manifest.database.kind}): ${rows} rows, every table's count as in the manifest`)
    if (manifest.uploads.kind === 'folders')
      console.log(`  uploads: ${uploadFiles} files into ${settings.mediaDir} and ${settings.filesDir}`)
    else if (missingObjects.length)
      console.log(
        `  uploads: ${missingObjects.length} objects listed in the archive are missing or changed in the bucket ${manifest.uploads.bucket} (restore them from the bucket's versions): ${missingObjects.slice(0, 10).join(', ')}`,
      )
    else console.log(`  uploads: every object the archive lists is in the bucket ${manifest.uploads.bucket}`)
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    process.exit(1)
  }
}

void main()
