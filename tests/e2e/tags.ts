/**
 * A test of what the site build made (its pages, scripts, search index and files) and of the site
 * server in front of them, whatever the CMS answers (or with the CMS stopped). The PostgreSQL
 * suite leaves these out when it serves the main suite's build instead of building its own
 * (tests/playwright.postgres.config.ts): there they would check the same files a second time.
 */
export const builtSite = { tag: '@built-site' }

/**
 * A test whose CMS processes each take a copy of the test database's file, which a PostgreSQL
 * database is not: the PostgreSQL suite leaves it out (tests/playwright.postgres.config.ts).
 */
export const sqliteFile = { tag: '@sqlite-file' }
