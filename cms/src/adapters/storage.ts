import type { S3StorageOptions } from '@payloadcms/storage-s3'

/** The settings of S3-compatible object storage, read from the environment. */
export const s3SettingNames = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

/**
 * Where uploads (the `media` and `files` collections) are stored: S3-compatible object storage
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
  const bucket = env.S3_BUCKET ?? ''
  // Objects at the root of the bucket, named as on disk. An explicit prefix also keeps the
  // plugin's `prefix` column when enabled, which it otherwise adds only with alwaysInsertFields.
  const collections: S3StorageOptions['collections'] = { media: { prefix: '' }, files: { prefix: '' } }
  if (!bucket) return { enabled: false, alwaysInsertFields: true, bucket: '', collections, config: {} }

  if (!env.S3_REGION)
    throw new Error(
      'Setting S3_REGION is required with S3_BUCKET (any name, e.g. us-east-1, for stores without regions)',
    )
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ?? ''
  if (forcePathStyle && !/^(true|false)$/.test(forcePathStyle)) {
    throw new Error(`Setting S3_FORCE_PATH_STYLE must be true or false, got "${forcePathStyle}"`)
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine's own credentials",
    )
  }
  const endpoint = env.S3_ENDPOINT
  if (endpoint && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint))) {
    throw new Error(`Setting S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`)
  }
  return {
    enabled: true,
    alwaysInsertFields: true,
    bucket,
    collections,
    config: {
      region: env.S3_REGION,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: forcePathStyle === 'true',
      ...(env.S3_ACCESS_KEY_ID
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }
        : {}),
    },
  }
}
