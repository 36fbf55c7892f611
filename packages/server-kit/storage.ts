import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** The settings of one S3-compatible bucket: its name, and the others after a prefix (`S3` -> S3_REGION...). */
export const bucketSettingNames = (name: string, prefix: string) => [
  name,
  ...['ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE'].map((s) => `${prefix}_${s}`),
]

/** The settings of the CMS's uploads in S3-compatible object storage, read from the environment. */
export const s3SettingNames = bucketSettingNames('S3_BUCKET', 'S3')

/** A bucket and how to reach it: the AWS SDK's client options. */
export type BucketConnection = { bucket: string; config: S3ClientConfig & { region: string; forcePathStyle: boolean } }

/**
 * The bucket named by `<name>` and its neighbours (`<prefix>_REGION`, `_ENDPOINT`,
 * `_FORCE_PATH_STYLE`, `_ACCESS_KEY_ID`, `_SECRET_ACCESS_KEY`), or null when `<name>` is empty.
 * Throws naming the setting when one is malformed or missing.
 */
export function bucketConnection(
  env: Record<string, string | undefined>,
  name: string,
  prefix: string,
): BucketConnection | null {
  const bucket = env[name] ?? ''
  if (!bucket) return null
  const setting = (suffix: string) => `${prefix}_${suffix}`
  if (!env[setting('REGION')])
    throw new Error(
      `Setting ${setting('REGION')} is required with ${name} (any name, e.g. us-east-1, for stores without regions)`,
    )
  const forcePathStyle = env[setting('FORCE_PATH_STYLE')] ?? ''
  if (forcePathStyle && !/^(true|false)$/.test(forcePathStyle)) {
    throw new Error(`Setting ${setting('FORCE_PATH_STYLE')} must be true or false, got "${forcePathStyle}"`)
  }
  const accessKeyId = env[setting('ACCESS_KEY_ID')]
  const secretAccessKey = env[setting('SECRET_ACCESS_KEY')]
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error(
      `Settings ${setting('ACCESS_KEY_ID')} and ${setting('SECRET_ACCESS_KEY')} go together: set both, or neither to use the machine's own credentials`,
    )
  }
  const endpoint = env[setting('ENDPOINT')]
  if (endpoint && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint))) {
    throw new Error(`Setting ${setting('ENDPOINT')} must be an http(s) URL, got "${endpoint}"`)
  }
  return {
    bucket,
    config: {
      region: env[setting('REGION')]!,
      // Stores other than AWS (s3rver, older MinIO, R2...) may not read the checksums that the SDK
      // adds to every request by default: sent only where the operation requires one.
      ...(endpoint
        ? { endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      forcePathStyle: forcePathStyle === 'true',
      ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: secretAccessKey ?? '' } } : {}),
    },
  }
}
