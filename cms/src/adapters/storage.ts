import type { S3StorageOptions } from '@payloadcms/storage-s3'
import { bucketConnection } from '@lestari/server-kit/storage'

/**
 * Where uploads (the `media`, `files` and `site-plans` collections) are stored: S3-compatible object storage
 * when S3_BUCKET is set, else the local folders MEDIA_DIR and FILES_DIR. Throws naming the
 * setting when one is malformed or missing.
 *
 * The storage plugin is always installed (disabled without a bucket) with `alwaysInsertFields`,
 * so the database schema is the same either way and one set of migrations serves both
 * (`prefix` and `_objectKey` columns in media and files).
 * Files are still served through the CMS (`/api/media/file/...`, with its access control),
 * which reads them from the bucket: the URLs the site builds with do not change.
 */
export function s3StorageOptions(env: Record<string, string | undefined>): S3StorageOptions {
  // Objects at the root of the bucket, named as on disk. An explicit prefix also keeps the
  // plugin's `prefix` column when enabled, which it otherwise adds only with alwaysInsertFields.
  const collections: S3StorageOptions['collections'] = {
    media: { prefix: '' },
    files: { prefix: '' },
    // Under a prefix of their own: their names may be the same as a PDF's.
    'site-plans': { prefix: 'site-plans' },
  }
  const connection = bucketConnection(env, 'S3_BUCKET', 'S3')
  if (!connection) return { enabled: false, alwaysInsertFields: true, bucket: '', collections, config: {} }
  return { enabled: true, alwaysInsertFields: true, collections, ...connection }
}
