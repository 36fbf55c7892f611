import { expect, test } from '@playwright/test'
import { readSettings } from '../../scripts/lib/settings'
import { s3StorageOptions } from '../../cms/src/adapters/storage'

const s3 = { S3_BUCKET: 'city-uploads', S3_REGION: 'ap-southeast-3' }

test('without S3_BUCKET uploads stay on local disk, with the same storage fields in the schema', () => {
  const options = s3StorageOptions({})
  expect(options.enabled).toBe(false)
  expect(options.alwaysInsertFields).toBe(true)
  expect(Object.keys(options.collections)).toEqual(['media', 'files', 'site-plans'])
})

test('S3_BUCKET turns object storage on for media, files and site plans, with endpoint, path style and keys', () => {
  const options = s3StorageOptions({
    ...s3,
    S3_ENDPOINT: 'http://minio.internal:9000',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  })
  expect(options).toMatchObject({
    enabled: true,
    alwaysInsertFields: true,
    bucket: 'city-uploads',
    // Site plans' drawings under a prefix: their names may be a PDF's.
    collections: { media: { prefix: '' }, files: { prefix: '' }, 'site-plans': { prefix: 'site-plans' } },
  })
  expect(options.config).toEqual({
    region: 'ap-southeast-3',
    endpoint: 'http://minio.internal:9000',
    // Checksums only where an operation requires one: stores other than AWS may not read them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  })
})

test("AWS defaults: no endpoint, virtual-hosted style, the machine's own credentials", () => {
  expect(s3StorageOptions(s3).config).toEqual({ region: 'ap-southeast-3', forcePathStyle: false })
})

test('malformed S3 settings are named, by the CMS and by npm start alike', () => {
  expect(() => s3StorageOptions({ S3_BUCKET: 'b' })).toThrow('Setting S3_REGION is required with S3_BUCKET')
  expect(() => s3StorageOptions({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
    'S3_FORCE_PATH_STYLE must be true or false',
  )
  expect(() => s3StorageOptions({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(
    'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  )
  expect(() => s3StorageOptions({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL')
  expect(() => readSettings({ PAYLOAD_SECRET: 'x'.repeat(32), S3_BUCKET: 'b' })).toThrow(
    'Setting S3_REGION is required',
  )
  expect(readSettings({ PAYLOAD_SECRET: 'x'.repeat(32), ...s3 }).storage).toMatchObject(s3)
})
