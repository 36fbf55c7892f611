import { bodyLimitsFrom, siteNameFrom, siteURLFrom } from '@lestari/model/settings'
import { defaultSeedEditor } from '@lestari/server-kit/demo-accounts'

/**
 * The CMS's settings and their defaults, read from its environment (README "Configuration").
 * `npm start` gives the CMS its environment from .env and the site's own settings
 * (scripts/lib/settings.ts); the defaults here serve a CMS started on its own. Each setting is read
 * when it is used, so a task or a test that sets the environment first is followed.
 */
export const defaultTimeZone = 'Asia/Jakarta'

const env = (name: string) => process.env[name]
const numberFrom = (name: string, fallback: number) => Number(env(name)) || fallback

export const cmsSettings = {
  /** The site's public address, without a trailing slash: CORS, CSRF, links in emails. */
  get siteURL() {
    return siteURLFrom(env('SITE_URL'))
  },
  get siteName() {
    return siteNameFrom(env('SITE_NAME'))
  },
  get payloadSecret() {
    return env('PAYLOAD_SECRET') ?? ''
  },
  /** The site's time zone (an IANA name): the admin shows times in it (cms/src/utilities/format-date.ts). */
  get siteTimeZone() {
    return env('SITE_TIME_ZONE') || defaultTimeZone
  },
  /** `file:` for SQLite (relative to the cms folder), `postgres://` for PostgreSQL. */
  get databaseURI() {
    return env('DATABASE_URI') || 'file:./data/cms.db'
  },
  /** Where uploaded images and PDFs are kept on local disk (unless S3_BUCKET is set). */
  get mediaDir() {
    return env('MEDIA_DIR') || 'media'
  },
  get filesDir() {
    return env('FILES_DIR') || 'files'
  },
  /** Session cookies marked Secure: when the site is served over HTTPS, unless COOKIE_SECURE says otherwise. */
  get secureCookies() {
    const given = env('COOKIE_SECURE')
    return given ? given === 'true' : siteURLFrom(env('SITE_URL')).startsWith('https://')
  },
  get bodyLimits() {
    return bodyLimitsFrom(process.env)
  },
  /** What one GraphQL operation may ask for (limits/graphql-limits.ts). */
  get graphQLLimits() {
    return {
      /** Selection sets nested inside each other, counted from the operation. */
      maxDepth: numberFrom('GRAPHQL_MAX_DEPTH', 15),
      /** Payload's estimate: one per field, more for relations (its own default is 1000 too). */
      maxComplexity: numberFrom('GRAPHQL_MAX_COMPLEXITY', 1000),
      /** Mutations in one operation: each of the site's own has one. */
      maxMutations: numberFrom('GRAPHQL_MAX_MUTATIONS', 2),
      /** Root fields in one operation, aliases and fragments included (the site's and its tests' largest: 8). */
      maxRootFields: numberFrom('GRAPHQL_MAX_ROOT_FIELDS', 15),
      /** Times one root field may be asked for in one operation under different aliases (largest seen: 2). */
      maxAliases: numberFrom('GRAPHQL_MAX_ALIASES', 3),
    }
  },
  /** How much one read may ask for, for callers who are not staff (limits/read-limits.ts). */
  get readLimits() {
    return {
      /** Documents in one page of a list (REST `limit`, GraphQL `limit`, a join's `limit`). */
      maxLimit: numberFrom('READ_MAX_LIMIT', 100),
      /** REST `depth`: relations populated inside each other. Payload's own default depth is 2. */
      maxDepth: numberFrom('READ_MAX_DEPTH', 2),
      /**
       * A REST list that selects only `id` at depth 0 (the site build's list of what still exists)
       * costs little per document, so it may page further.
       */
      maxIdLimit: numberFrom('READ_MAX_ID_LIMIT', 5000),
    }
  },
  /** Proves that a request, and the client address it names, comes from the site server. */
  get proxySecret() {
    return env('SITE_PROXY_SECRET') ?? ''
  },
  /** Where the CMS asks for a site build after a publish (empty: never), and the secret it sends. */
  get siteBuildHookURL() {
    return env('SITE_BUILD_HOOK_URL') ?? ''
  },
  get siteBuildSecret() {
    return env('SITE_BUILD_SECRET') ?? ''
  },
  /** Where each new enquiry is posted (empty: no CRM), and the secret that signs it. */
  get crmWebhookURL() {
    return env('CRM_WEBHOOK_URL') || ''
  },
  get crmWebhookSecret() {
    return env('CRM_WEBHOOK_SECRET') || ''
  },
  /** The sender of every email, and where they go: an SMTP server when SMTP_HOST is set, else the outbox folder. */
  get email() {
    const smtpPort = numberFrom('SMTP_PORT', 587)
    const secure = env('SMTP_SECURE')
    return {
      fromAddress: env('EMAIL_FROM') || 'no-reply@lestari-city.example',
      fromName: env('EMAIL_FROM_NAME') || siteNameFrom(env('SITE_NAME')),
      /** Relative to the CMS's working folder. */
      outboxDir: env('EMAIL_OUTBOX_DIR') || 'outbox',
      smtpHost: env('SMTP_HOST') || '',
      smtpPort,
      smtpSecure: secure ? secure === 'true' : smtpPort === 465,
      smtpUser: env('SMTP_USER') || '',
      smtpPassword: env('SMTP_PASSWORD') || '',
    }
  },
  /**
   * Site visits one person may book on the site, counted by their email address and by their phone
   * number however spelled (collections/SiteVisits/person-limits.ts): open future bookings, and
   * confirmation emails to one address a day. Staff booking in the admin are not limited.
   */
  get visitLimitsPerPerson() {
    return {
      openBookings: numberFrom('VISIT_OPEN_BOOKINGS_PER_PERSON', 3),
      confirmationsPerDay: numberFrom('VISIT_CONFIRMATIONS_PER_DAY', 5),
    }
  },
  /** Redis for the state several CMS processes share (limits, locks); empty: this process's memory. */
  get redisURL() {
    return env('REDIS_URL') ?? ''
  },
  /**
   * Whether Payload writes payload-types.ts again each time it starts outside production (its
   * default), which spawns a process of its own for several seconds: only in `npm run develop`,
   * where the content model is being changed. Elsewhere the committed file stands, and
   * tests/unit/payload-types.spec.ts checks that it matches the config.
   */
  get generatesTypes() {
    return env('PAYLOAD_GENERATE_TYPES') === 'on'
  },
  /** Whether this process runs the due jobs (emails, scheduled publishing, CRM deliveries) every few seconds. */
  get runsJobs() {
    return env('PAYLOAD_JOBS_AUTORUN') !== 'false'
  },
  /** Months after which leads are anonymised (cms/src/privacy/retention.ts); 0 keeps them. */
  get retentionMonths() {
    const months = (name: string, fallback: number) => {
      const given = Number(env(name))
      return env(name) !== undefined && env(name) !== '' && Number.isFinite(given) && given >= 0 ? given : fallback
    }
    return { enquiries: months('RETENTION_ENQUIRY_MONTHS', 24), visits: months('RETENTION_VISIT_MONTHS', 12) }
  },
  /**
   * Tests only: jobs may take the time they run at as their input (the site-visit reminders), so a
   * test moves their clock. Off unless TEST_CLOCK=true; production never sets it.
   */
  get testClock() {
    return env('TEST_CLOCK') === 'true'
  },
  /**
   * The step of the times the admin's "Schedule Publish" picker offers, in minutes (Payload's
   * `schedulePublish.timeIntervals`); a typed time between two steps is rounded down to one.
   */
  get schedulePublishStepMinutes() {
    const given = env('SCHEDULE_PUBLISH_STEP_MINUTES')
    if (!given) return 5
    const minutes = Number(given)
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
      throw new Error(`Setting SCHEDULE_PUBLISH_STEP_MINUTES must be a whole number from 1 to 60, got "${given}"`)
    return minutes
  },
  /** A job still marked as running after this long was left by a process that stopped: it runs again. */
  get jobStalledAfterSeconds() {
    return numberFrom('JOBS_STALLED_AFTER_SECONDS', 600)
  },
  /** SITE_MODE=production: a live site (README "Going live"); otherwise the demo. */
  get productionMode() {
    return env('SITE_MODE') === 'production'
  },
  /** Production mode: the first administrator's address. */
  get adminEmail() {
    return (env('ADMIN_EMAIL') ?? '').trim().toLowerCase()
  },
  /** Demo mode: the demo editor the seed makes, and its password. */
  get seedEditor() {
    return {
      email: env('SEED_EDITOR_EMAIL') || defaultSeedEditor.email,
      password: env('SEED_EDITOR_PASSWORD') || defaultSeedEditor.password,
    }
  },
}
