import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { bucketConnection, s3SettingNames, type BucketConnection } from '@lestari/server-kit/storage'
import { defaultSeedEditor } from '@lestari/server-kit/demo-accounts'
import {
  bodyLimitsFrom,
  cmsURLFrom,
  defaultCmsPort,
  defaultSitePort,
  mapTileURLFrom,
  siteNameFrom,
  siteURLFrom,
  type BodyLimits,
} from '@lestari/model/settings'

/** The scripts run from the repository root (npm runs them there). */
export const rootDir = process.cwd()
if (!fs.existsSync(path.join(rootDir, 'gatsby-config.ts'))) {
  throw new Error(`Run this from the repository root (the folder with gatsby-config.ts), not ${rootDir}`)
}
export const cmsDir = path.join(rootDir, 'cms')
export const envFile = process.env.ENV_FILE || path.join(rootDir, '.env')

/** Everything the two commands need, resolved from the environment and .env. */
export type Settings = {
  /**
   * 'demo' (the default): an empty database gets the demo content and demo accounts.
   * 'production' (SITE_MODE=production): never any demo content; refuses to start with the demo
   * accounts present or a weak PAYLOAD_SECRET; the first administrator comes from ADMIN_EMAIL.
   */
  mode: 'demo' | 'production'
  /**
   * Every variable the settings were read from (for the two commands: the environment with .env
   * underneath), handed on to the CMS and the site build, so a setting that only they read
   * (GRAPHQL_MAX_DEPTH, READ_MAX_LIMIT, INSTAGRAM_FEED_URL...) works from .env too.
   */
  source: Record<string, string>
  /** The first administrator's email in production mode (ADMIN_EMAIL); empty otherwise. */
  adminEmail: string
  /** SITE_URL without a trailing slash. */
  siteURL: string
  siteName: string
  sitePort: number
  cmsPort: number
  /** The interface the CMS listens on: loopback unless CMS_HOST says otherwise. */
  cmsHost: string
  cmsURL: string
  databaseURI: string
  mediaDir: string
  filesDir: string
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as given (no bucket: local disk). */
  storage: Record<string, string>
  payloadSecret: string
  editorEmail: string
  editorPassword: string
  /** Where the embedded email transport writes its messages (unused when SMTP_HOST is set). */
  outboxDir: string
  /** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, EMAIL_FROM, EMAIL_FROM_NAME as given. */
  mail: Record<string, string>
  /** Where the served builds of the site live (`current` points at the live one). */
  releasesDir: string
  /** The bucket every release is also published to (SITE_BUCKET...), or null: the releases folder only. */
  siteBucket: SiteBucket | null
  /**
   * Where the site server takes the site's files from instead of the releases folder (SITE_STATIC_ORIGIN):
   * the site bucket's website address, so that the server stands where a CDN would. Empty: the folder.
   */
  staticOrigin: string
  /**
   * Redis (REDIS_URL) for the state several processes share: limits, the login throttle, locks, the
   * build queue. Empty: each process keeps its own in memory (one process of each kind only).
   */
  redisURL: string
  /**
   * Whether this site server builds the site (SITE_BUILDER, on by default). Off: it builds nothing;
   * with REDIS_URL it still takes build requests into the shared queue for the builders and shows
   * their state (a server that serves from a bucket or a shared folder on another machine).
   */
  siteBuilder: boolean
  /** Where the CMS asks for a site build after a publish, and the secret it proves itself with. */
  buildHookURL: string
  buildSecret: string
  /** The map's tile server, baked into the build and allowed by the served pages' CSP. */
  mapTileURL: string
  /** Cookies marked Secure and HSTS sent: true when SITE_URL is https (COOKIE_SECURE overrides). */
  secureCookies: boolean
  /** Express's `trust proxy`: false (the socket's address is the client), a hop count, or named subnets and CIDRs. */
  trustProxy: TrustProxy
  /** Proves to the CMS that a request (and the client address it names) comes from the site server. */
  proxySecret: string
  /** Where the CMS posts each new enquiry (empty: no CRM), and the shared secret that signs it. */
  crmWebhookURL: string
  crmWebhookSecret: string
  /** The largest request bodies and uploads, the same in the site server and the CMS (CMS_MAX_BODY_BYTES, CMS_MAX_UPLOAD_BYTES). */
  bodyLimits: BodyLimits
  /** Where `npm run backup` writes its archives (BACKUP_DIR). */
  backupDir: string
  /** How many archives `npm run backup` keeps there, the newest (BACKUP_KEEP). */
  backupKeep: number
}

/** How many backup archives are kept unless BACKUP_KEEP says otherwise: two weeks of daily backups. */
export const defaultBackupKeep = 14

export type TrustProxy = false | number | string[]

/** A bucket the releases are published to, and how long files that left the release stay in it. */
export type SiteBucket = BucketConnection & { keepHours: number }

/** How long a file the live release no longer has stays in the site bucket by default: for pages open in a browser. */
export const defaultBucketKeepHours = 48

/** SITE_BUCKET and its neighbours (SITE_BUCKET_REGION, _ENDPOINT, _FORCE_PATH_STYLE, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY, _KEEP_HOURS). */
export function readSiteBucket(env: Record<string, string | undefined>): SiteBucket | null {
  let connection: BucketConnection | null
  try {
    connection = bucketConnection(env, 'SITE_BUCKET', 'SITE_BUCKET')
  } catch (error) {
    throw new SettingsError((error as Error).message)
  }
  if (!connection) return null
  const keep = env.SITE_BUCKET_KEEP_HOURS ?? ''
  if (keep && !/^\d+(\.\d+)?$/.test(keep))
    throw new SettingsError(`Setting SITE_BUCKET_KEEP_HOURS must be a number of hours, got "${keep}"`)
  return { ...connection, keepHours: keep ? Number(keep) : defaultBucketKeepHours }
}

/** Express's names for address ranges (proxy-addr). */
const namedSubnets = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY: empty or `false` trusts no proxy; a number trusts that many hops in front; otherwise
 * a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDRs. `true`
 * (trust every hop) is refused: any caller could then name its own address.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const given = (value ?? '').trim()
  if (!given || given === 'false') return false
  if (/^\d+$/.test(given)) return Number(given)
  const parts = given
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  for (const part of parts) {
    const [address, bits, extra] = part.split('/')
    const valid =
      namedSubnets.includes(part) ||
      (net.isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits)))
    if (!valid) {
      throw new SettingsError(
        `Setting TRUST_PROXY must be false, a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDRs, got "${given}"` +
          (given === 'true' ? ' (true would let any caller forge its address)' : ''),
      )
    }
  }
  return parts
}

export class SettingsError extends Error {}

/**
 * Why a PAYLOAD_SECRET is too weak for production, or null. It signs every session, so it must
 * be long and random: 32 characters or more, at least 12 different ones, no run of one character.
 */
export function weakSecretProblem(secret: string): string | null {
  if (secret.length < 32) return 'is shorter than 32 characters'
  if (new Set(secret).size < 12) return 'has fewer than 12 different characters'
  if (/(.)\1{7}/.test(secret)) return 'repeats one character 8 times in a row'
  if (/change.?me|secret|password|example|lestari/i.test(secret)) return 'contains a placeholder word'
  return null
}

const port = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new SettingsError(`Setting ${name} must be a port number (1-65535), got "${value}"`)
  return n
}

const mailSettings = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'EMAIL_FROM',
  'EMAIL_FROM_NAME',
]

/**
 * Reads the settings from `env` (the process environment merged with .env). Fails with a
 * message naming the setting when a required one is missing or malformed.
 */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const payloadSecret = env.PAYLOAD_SECRET ?? ''
  if (!payloadSecret)
    throw new SettingsError('Missing required setting PAYLOAD_SECRET (set it in .env or the environment)')
  if (payloadSecret.length < 16) throw new SettingsError('Setting PAYLOAD_SECRET must be at least 16 characters long')
  const sitePort = port('SITE_PORT', env.SITE_PORT, defaultSitePort)
  const cmsPort = port('CMS_PORT', env.CMS_PORT, defaultCmsPort)
  const databaseURI = env.DATABASE_URI || `file:${path.join(cmsDir, 'data', 'cms.db')}`
  if (!/^(file:|postgres(ql)?:\/\/)/.test(databaseURI)) {
    throw new SettingsError(
      `Setting DATABASE_URI must start with file: (SQLite) or postgres:// (PostgreSQL), got "${databaseURI}"`,
    )
  }
  if (env.SMTP_PORT) port('SMTP_PORT', env.SMTP_PORT, 587)
  if (env.SMTP_SECURE && !/^(true|false)$/.test(env.SMTP_SECURE))
    throw new SettingsError(`Setting SMTP_SECURE must be true or false, got "${env.SMTP_SECURE}"`)
  const mail = Object.fromEntries(mailSettings.map((name) => [name, env[name] ?? '']))
  const storage = Object.fromEntries(s3SettingNames.map((name) => [name, env[name] ?? '']))
  try {
    bucketConnection(storage, 'S3_BUCKET', 'S3')
  } catch (error) {
    throw new SettingsError((error as Error).message)
  }
  const siteBucket = readSiteBucket(env)
  const staticOrigin = (env.SITE_STATIC_ORIGIN ?? '').replace(/\/+$/, '')
  if (staticOrigin && !(/^https?:\/\/[^/]+$/.test(staticOrigin) && URL.canParse(staticOrigin)))
    throw new SettingsError(
      `Setting SITE_STATIC_ORIGIN must be an http(s) address without a path (the bucket's website address), got "${staticOrigin}"`,
    )
  const redisURL = (env.REDIS_URL ?? '').trim()
  if (redisURL && !(/^rediss?:\/\//.test(redisURL) && URL.canParse(redisURL)))
    throw new SettingsError(`Setting REDIS_URL must be a redis:// or rediss:// address, got "${redisURL}"`)
  const siteBuilder = env.SITE_BUILDER || 'on'
  if (siteBuilder !== 'on' && siteBuilder !== 'off')
    throw new SettingsError(`Setting SITE_BUILDER must be on or off, got "${siteBuilder}"`)
  const siteURL = siteURLFrom(env.SITE_URL, sitePort)
  try {
    new URL(siteURL)
  } catch {
    throw new SettingsError(`Setting SITE_URL must be an absolute URL, got "${siteURL}"`)
  }
  const mode = env.SITE_MODE || 'demo'
  if (mode !== 'demo' && mode !== 'production')
    throw new SettingsError(`Setting SITE_MODE must be demo or production, got "${mode}"`)
  if (mode === 'production') {
    const weak = weakSecretProblem(payloadSecret)
    if (weak)
      throw new SettingsError(
        `Setting PAYLOAD_SECRET ${weak}: production needs a long random secret (for example \`openssl rand -hex 32\`)`,
      )
  }
  const adminEmail = (env.ADMIN_EMAIL ?? '').trim().toLowerCase()
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    throw new SettingsError(`Setting ADMIN_EMAIL must be an email address, got "${adminEmail}"`)
  for (const name of ['CMS_MAX_BODY_BYTES', 'CMS_MAX_UPLOAD_BYTES']) {
    if (env[name] && !/^[1-9]\d*$/.test(env[name]))
      throw new SettingsError(`Setting ${name} must be a number of bytes, got "${env[name]}"`)
  }
  if (env.COOKIE_SECURE && !/^(true|false)$/.test(env.COOKIE_SECURE))
    throw new SettingsError(`Setting COOKIE_SECURE must be true or false, got "${env.COOKIE_SECURE}"`)
  const backupKeep = env.BACKUP_KEEP ?? ''
  if (backupKeep && !/^[1-9]\d*$/.test(backupKeep))
    throw new SettingsError(`Setting BACKUP_KEEP must be a number of archives (1 or more), got "${backupKeep}"`)
  const crmWebhookURL = env.CRM_WEBHOOK_URL ?? ''
  const crmWebhookSecret = env.CRM_WEBHOOK_SECRET ?? ''
  if (crmWebhookURL) {
    if (!/^https?:\/\//.test(crmWebhookURL))
      throw new SettingsError(`Setting CRM_WEBHOOK_URL must be an http(s):// address, got "${crmWebhookURL}"`)
    if (crmWebhookSecret.length < 16)
      throw new SettingsError('Setting CRM_WEBHOOK_SECRET must be set (at least 16 characters) when CRM_WEBHOOK_URL is')
  }
  return {
    mode,
    source: Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    adminEmail,
    siteURL,
    siteName: siteNameFrom(env.SITE_NAME),
    sitePort,
    cmsPort,
    cmsHost: env.CMS_HOST || '127.0.0.1',
    cmsURL: cmsURLFrom(env.CMS_URL, cmsPort),
    databaseURI,
    mediaDir: env.MEDIA_DIR || path.join(cmsDir, 'media'),
    filesDir: env.FILES_DIR || path.join(cmsDir, 'files'),
    storage,
    payloadSecret,
    editorEmail: env.SEED_EDITOR_EMAIL || defaultSeedEditor.email,
    editorPassword: env.SEED_EDITOR_PASSWORD || defaultSeedEditor.password,
    mail,
    outboxDir: env.EMAIL_OUTBOX_DIR || path.join(cmsDir, 'outbox'),
    releasesDir: env.RELEASES_DIR || path.join(rootDir, '.run', 'site'),
    siteBucket,
    staticOrigin,
    redisURL,
    siteBuilder: siteBuilder === 'on',
    // Unset means the embedded build worker of `npm start`; set it to a CI/CD or hosting build hook in production.
    buildHookURL: env.SITE_BUILD_HOOK_URL ?? `http://localhost:${sitePort}/__site/build`,
    buildSecret: env.SITE_BUILD_SECRET || crypto.createHmac('sha256', payloadSecret).update('site-build').digest('hex'),
    mapTileURL: mapTileURLFrom(env.GATSBY_MAP_TILE_URL),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : siteURL.startsWith('https://'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    proxySecret: crypto.createHmac('sha256', payloadSecret).update('site-proxy').digest('hex'),
    crmWebhookURL,
    crmWebhookSecret,
    bodyLimits: bodyLimitsFrom(env),
    backupDir: path.resolve(rootDir, env.BACKUP_DIR || path.join('.run', 'backups')),
    backupKeep: backupKeep ? Number(backupKeep) : defaultBackupKeep,
  }
}

/** The secret values of these settings: masked in every log line the CMS and the site build print (packages/server-kit/redact.ts). */
export const secretValues = (s: Settings): string[] =>
  [
    s.payloadSecret,
    s.buildSecret,
    s.mail.SMTP_PASSWORD,
    s.storage.S3_SECRET_ACCESS_KEY,
    s.source.SITE_BUCKET_SECRET_ACCESS_KEY,
    s.crmWebhookSecret,
    s.redisURL && new URL(s.redisURL).password,
  ].filter((v): v is string => Boolean(v))

/** The environment of the CMS and the site build for these settings. */
export const processEnv = (s: Settings): NodeJS.ProcessEnv => ({
  ...process.env,
  ...s.source,
  PAYLOAD_SECRET: s.payloadSecret,
  DATABASE_URI: s.databaseURI,
  MEDIA_DIR: s.mediaDir,
  FILES_DIR: s.filesDir,
  ...s.storage,
  EMAIL_OUTBOX_DIR: s.outboxDir,
  ...s.mail,
  SITE_MODE: s.mode,
  SITE_URL: s.siteURL,
  SITE_NAME: s.siteName,
  CMS_URL: s.cmsURL,
  COOKIE_SECURE: String(s.secureCookies),
  SEED_EDITOR_PASSWORD: s.editorPassword,
  SITE_BUILD_HOOK_URL: s.buildHookURL,
  SITE_BUILD_SECRET: s.buildSecret,
  GATSBY_MAP_TILE_URL: s.mapTileURL,
  SITE_PROXY_SECRET: s.proxySecret,
  CRM_WEBHOOK_URL: s.crmWebhookURL,
  CRM_WEBHOOK_SECRET: s.crmWebhookSecret,
  REDIS_URL: s.redisURL,
  CMS_MAX_BODY_BYTES: String(s.bodyLimits.maxBodyBytes),
  CMS_MAX_UPLOAD_BYTES: String(s.bodyLimits.maxUploadBytes),
  NEXT_TELEMETRY_DISABLED: '1',
  GATSBY_TELEMETRY_DISABLED: '1',
})

/**
 * On the very first run there is no .env: write one with a fresh random secret so the
 * embedded default works with no set-up. An existing .env is never changed.
 */
export function ensureEnvFile(): boolean {
  if (fs.existsSync(envFile)) return false
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(
    envFile,
    `# Written by the first \`npm start\`; see README "Configuration".\nPAYLOAD_SECRET=${secret}\n`,
    { mode: 0o600 },
  )
  return true
}

/** process.env with .env underneath (the environment wins). */
export function loadEnv(): Record<string, string | undefined> {
  const fromFile = fs.existsSync(envFile) ? parseEnv(fs.readFileSync(envFile, 'utf8')) : {}
  return { ...fromFile, ...process.env }
}
