/**
 * A test of what the site build made (its pages, scripts, search index and files), not of what the
 * CMS answers at the time. The PostgreSQL suite leaves these out when it serves the main suite's
 * build instead of building its own (tests/playwright.postgres.config.ts): there they would check
 * the same files a second time.
 */
export const builtSite = { tag: '@built-site' }
