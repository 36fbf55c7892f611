import './e2e/on-postgres'
import { defineConfig } from '@playwright/test'
import main from './playwright.config'

/**
 * The PostgreSQL suite: the specs that exercise the CMS (access control, accounts, API caps, backups, forms, live
 * features, and fault and security specs when present), run against the same stack with the CMS
 * on a throwaway PostgreSQL server. `npm test` runs it after the main suite.
 */
const browser = main.projects?.find((p) => p.name === 'e2e')?.use

export default defineConfig({
  ...main,
  globalSetup: './e2e/global-setup-postgres.ts',
  outputDir: './artifacts/results-postgres',
  reporter: [['list'], ['json', { outputFile: './artifacts/report-postgres.json' }]],
  projects: [
    {
      name: 'e2e-postgres',
      testDir: './e2e',
      testMatch:
        /[\\/](access|access-matrix|account-proof|account-takeover|accounts|api-caps|backup|blocks|buyer-account|database|enquiries|live|faults|pipeline|site-visits|malformed-requests|security)\.spec\.ts$/,
      use: browser,
    },
  ],
})
