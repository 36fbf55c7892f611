import './e2e/on-postgres'
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import main from './playwright.config'
import { builtSite, sqliteFile } from './e2e/tags'

/**
 * The PostgreSQL suite: the specs that exercise the CMS (access control, accounts, API caps, backups, forms, live
 * features, and fault and security specs when present), run against the same stack with the CMS
 * on a throwaway PostgreSQL server; and the production layout (production-layout.spec.ts), whose
 * CMS takes a database of its own on that server. `npm test` runs it when the main suite or the
 * editors' loop suite ends.
 */
const browser = main.projects?.find((p) => p.name === 'e2e')?.use
/** The main suite's build of the same content, served instead of a build from PostgreSQL (global-setup.ts). */
const seeded = process.env.TEST_SEEDED_SITE
const servesMainBuild = Boolean(seeded && fs.existsSync(path.join(seeded, 'index.html')))

export default defineConfig({
  ...main,
  globalSetup: './e2e/global-setup-postgres.ts',
  outputDir: './artifacts/results-postgres',
  reporter: [['list'], ['json', { outputFile: './artifacts/report-postgres.json' }]],
  // Serving the main suite's build, the tests that read only the build checked it there already.
  grepInvert: new RegExp([sqliteFile.tag, ...(servesMainBuild ? [builtSite.tag] : [])].join('|')),
  projects: [
    // The production layout first: the longest file (a stack of its own, a cold build), which
    // would otherwise start last, alphabetically, and run alone at the suite's end.
    { name: 'production-layout', testDir: './e2e', testMatch: /[\\/]production-layout\.spec\.ts$/, use: browser },
    {
      name: 'e2e-postgres',
      testDir: './e2e',
      testMatch:
        /[\\/](access|access-matrix|account-proof|account-takeover|accounts|api-caps|backup|blocks|buyer-account|database|enquiries|live|faults|pipeline|site-visits|malformed-requests|fuzz-requests|migrations|privacy|security)\.spec\.ts$/,
      use: browser,
    },
  ],
})
