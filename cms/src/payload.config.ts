import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import sharp from 'sharp'

import { indexLocalesByParent } from './adapters/db-indexes'
import { AccessInfo } from './collections/AccessInfo'
import { Enquiries } from './collections/Enquiries'
import { LotStatusChanges } from './collections/LotStatusChanges'
import { SitePlans } from './collections/SitePlans'
import { ProgressUpdates } from './collections/ProgressUpdates'
import { announceProgressTask } from './collections/ProgressUpdates/announce'
import { progressQueries } from './collections/ProgressUpdates/mine'
import { SiteVisits } from './collections/SiteVisits'
import { siteVisitMutations, siteVisitQueries } from './collections/SiteVisits/booking'
import { visitRemindersTask } from './collections/SiteVisits/reminders'
import { VisitSchedules } from './collections/SiteVisits/schedules'
import { Facilities } from './collections/Facilities'
import { Files } from './collections/Files'
import { formSubmissionMutations, FormSubmissions, Forms } from './collections/Forms'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Posts } from './collections/Posts'
import { Projects } from './collections/Projects'
import { Redirects } from './collections/Redirects'
import { SocialPosts } from './collections/SocialPosts'
import { Subscribers } from './collections/Subscribers'
import { FacilityCategories, FileCategories, ProjectTags, PropertyTypes } from './collections/Taxonomies'
import { UnitTypes } from './collections/UnitTypes'
import { Users } from './collections/Users'
import { Consents } from './collections/Consents'
import { StaffAccess } from './collections/StaffAccess'
import { privacyEndpoints } from './privacy/endpoints'
import { privacyRequestEndpoints } from './privacy/requests'
import { retentionRunEndpoint, retentionTask, scheduleRetention } from './privacy/retention'
import { PrivacyRequests } from './collections/PrivacyRequests'
import { SiteSettings } from './globals/SiteSettings'
import { deliverEmailTask, emailQueueEndpoint, queuedEmailAdapter, retryEmailEndpoint } from './email/queue'
import { startJobRunner } from './jobs/runner'
import { s3StorageOptions } from './adapters/storage'
import { depthLimitRule, graphQLLimits, introspectionRules, rootFieldLimitRule } from './limits/graphql-limits'
import { graphQLReadCapRule, readLimitsPlugin } from './limits/read-limits'
import { operationLimitsPlugin } from './limits/operation-limits'
import { requestChecksPlugin } from './limits/request-checks'
import { uploadLimits } from './limits/body-limit'
import { subscriptionMutations } from './collections/Subscribers/subscriptions'
import { accountChangeMutations } from './collections/Users/account-changes'
import { registrationMutation } from './collections/Users/registration'
import { liveSiteSettings } from '@lestari/model/live-fields'
import { richTextEditor } from './fields/rich-text'
import { rebuildsSiteIfRead, rebuildsSiteGlobal, siteBuildEndpoints } from './site-build'
import { healthEndpoints } from './health'
import { jobsAccess, withInternalAccess } from './access/internal'
import { crmWebhookTask } from './collections/Enquiries/delivery'
import { idempotentCreate } from './utilities/idempotent-create'
import { cmsSettings } from './settings'
import { adminTranslations } from './i18n'
import { globalInBothLanguages, inBothLanguages } from './i18n/labels'
import { adminDateFormat } from './utilities/format-date'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const { siteURL, databaseURI, payloadSecret } = cmsSettings
const usePostgres = /^postgres(ql)?:\/\//.test(databaseURI)

if (!payloadSecret) {
  throw new Error('Missing required setting PAYLOAD_SECRET (set it in .env or the environment)')
}

// Tables come only from committed migrations, one folder per SQL dialect.
const db = usePostgres
  ? postgresAdapter({
      pool: { connectionString: databaseURI },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
      beforeSchemaInit: [indexLocalesByParent],
    })
  : sqliteAdapter({
      client: { url: databaseURI },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: false,
      beforeSchemaInit: [indexLocalesByParent],
      // Write-ahead log: readers and the writer do not block each other; a writer that finds the
      // file locked (by another process: migrate, seed) waits up to 5 s instead of failing at once.
      wal: true,
      busyTimeout: 5000,
    })

// Payload's own collections get access rules too (cms/src/access/internal.ts).
export default withInternalAccess(
  buildConfig({
    serverURL: siteURL,
    cors: [siteURL],
    csrf: [siteURL],
    secret: payloadSecret,
    admin: {
      user: Users.slug,
      importMap: { baseDir: path.resolve(dirname) },
      // The brand's name and logo replace these per request (cms/src/admin/brand.ts, used by the admin page).
      meta: { titleSuffix: `· ${cmsSettings.siteName}` },
      // Payload's own account icon: its default, Gravatar, loads from a third party the CSP refuses.
      avatar: 'default',
      // Day before month, 24-hour clock, month names in the admin's language (cms/src/utilities/format-date.ts).
      dateFormat: adminDateFormat,
      components: {
        // The account's language and the admin's are one setting (cms/src/components/AdminLanguage.tsx).
        providers: ['/components/AdminLanguage#AdminLanguage'],
        afterNavLinks: [
          { path: '/components/SiteBuildStatus#SiteBuildStatus', clientProps: { timeZone: cmsSettings.siteTimeZone } },
        ],
        beforeDashboard: ['/components/Dashboard#Dashboard'],
        graphics: { Logo: '/components/Brand#BrandLogo', Icon: '/components/Brand#BrandIcon' },
      },
      // Live Preview (news, pages and developments set its address: cms/src/collections/published.ts).
      livePreview: {
        breakpoints: [
          { name: 'phone', label: 'Phone', width: 375, height: 667 },
          { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
        ],
      },
    },
    // The admin in English or Indonesian (Account → Language), with the site's own admin texts (cms/src/i18n).
    i18n: {
      supportedLanguages: { en, id },
      fallbackLanguage: 'en',
      translations: adminTranslations,
    },
    localization: {
      locales: [
        // Named in the admin's language ("Lokal: Inggris").
        { code: 'en', label: { en: 'English', id: 'Inggris' } },
        { code: 'id', label: { en: 'Indonesian', id: 'Bahasa Indonesia' } },
      ],
      defaultLocale: 'en',
      fallback: true,
    },
    collections: [
      Posts,
      Pages,
      Projects,
      UnitTypes,
      SitePlans,
      LotStatusChanges,
      ProgressUpdates,
      PropertyTypes,
      ProjectTags,
      Facilities,
      FacilityCategories,
      Partners,
      AccessInfo,
      SocialPosts,
      Files,
      FileCategories,
      Media,
      Forms,
      Redirects,
      FormSubmissions,
      Enquiries,
      SiteVisits,
      VisitSchedules,
      Subscribers,
      Consents,
      Users,
      StaffAccess,
      PrivacyRequests,
    ]
      .map(rebuildsSiteIfRead)
      .map(inBothLanguages),
    globals: [globalInBothLanguages(rebuildsSiteGlobal(SiteSettings, liveSiteSettings))],
    // Health answers for load balancers (cms/src/health/index.ts); the undelivered emails for staff.
    endpoints: [
      ...siteBuildEndpoints,
      ...healthEndpoints,
      emailQueueEndpoint,
      retryEmailEndpoint,
      // The buyer's privacy centre: their data's copy and their consents (cms/src/privacy/endpoints.ts);
      // the same by an emailed link for people without an account (cms/src/privacy/requests.ts).
      ...privacyEndpoints,
      ...privacyRequestEndpoints,
      retentionRunEndpoint,
    ],
    graphQL: {
      // The site build reads the schema by introspection; in production mode only the builder may
      // (introspectionRules, cms/src/limits/graphql-limits.ts), whatever NODE_ENV says.
      disableIntrospectionInProduction: false,
      // subscribe, confirmSubscription, unsubscribe: see cms/src/collections/Subscribers/subscriptions.ts; an idempotent
      // createFormSubmission: see cms/src/collections/Forms/index.ts; confirmEmailChange: cms/src/collections/Users/account-changes.ts;
      // an idempotent createEnquiry: cms/src/collections/Enquiries/index.ts; bookSiteVisit and cancelSiteVisit:
      // cms/src/collections/SiteVisits/booking.ts; myDevelopmentProgress: cms/src/collections/ProgressUpdates/mine.ts.
      queries: (GraphQL, info) => ({ ...siteVisitQueries(GraphQL, info), ...progressQueries(GraphQL, info) }),
      mutations: (GraphQL, info) => ({
        ...subscriptionMutations(GraphQL, info),
        ...formSubmissionMutations(GraphQL, info),
        ...accountChangeMutations(GraphQL, info),
        ...registrationMutation(info),
        ...idempotentCreate('createEnquiry', 'enquiries')(GraphQL, info),
        ...siteVisitMutations(GraphQL, info),
      }),
      // Costly, deeply nested or many-in-one queries, and non-staff lists beyond the read caps, are
      // refused with a GraphQL error (cms/src/limits/graphql-limits.ts, cms/src/limits/read-limits.ts).
      maxComplexity: graphQLLimits.maxComplexity,
      validationRules: (args) => [
        depthLimitRule,
        rootFieldLimitRule,
        graphQLReadCapRule(args),
        ...introspectionRules(args),
      ],
    },
    // Every email is a job of the queue below, delivered through SMTP when SMTP_HOST is set, otherwise
    // as a file in EMAIL_OUTBOX_DIR (cms/src/email/queue.ts).
    email: queuedEmailAdapter(),
    editor: richTextEditor,
    db,
    sharp,
    // Uploads in S3-compatible object storage when S3_BUCKET is set, else on local disk (cms/src/adapters/storage.ts).
    // Non-staff REST reads within the caps of cms/src/limits/read-limits.ts; limits per client address
    // counted on each operation (cms/src/limits/operation-limits.ts); ids and filters the database
    // cannot take answered with a 4xx (cms/src/limits/request-checks.ts).
    plugins: [s3Storage(s3StorageOptions(process.env)), readLimitsPlugin, operationLimitsPlugin, requestChecksPlugin],
    // The same upload size the API routes accept for multipart bodies (cms/src/limits/body-limit.ts).
    upload: { limits: { fileSize: uploadLimits.maxUploadBytes } },
    // Emails, scheduled publishing, the CRM deliveries of enquiries (cms/src/collections/Enquiries/delivery.ts),
    // site-visit reminders (cms/src/collections/SiteVisits/reminders.ts) and the emails of a progress
    // update (cms/src/collections/ProgressUpdates/announce.ts), the daily retention (cms/src/privacy/retention.ts),
    // run by the project's runner (cms/src/jobs/runner.ts) instead of Payload's cron: Payload asks for
    // `autoRun` once in a CMS that serves requests (not in a build, a migration or `payload run`),
    // which starts the runner there, unless PAYLOAD_JOBS_AUTORUN=false, and gives Payload no cron of its own.
    jobs: {
      access: jobsAccess,
      tasks: [crmWebhookTask, deliverEmailTask, visitRemindersTask, announceProgressTask, retentionTask],
      autoRun: (payload) => {
        if (cmsSettings.runsJobs) {
          startJobRunner(payload)
          // The daily anonymisation of leads past their retention (cms/src/privacy/retention.ts).
          scheduleRetention(payload).catch((error: unknown) =>
            payload.logger.error({ err: error, msg: 'The retention job could not be scheduled' }),
          )
        }
        return []
      },
    },
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: cmsSettings.generatesTypes },
    telemetry: false,
  }),
)
