// Imported first by tests/playwright.postgres.config.ts, before anything reads tests/e2e/stack.ts.
process.env.TEST_DATABASE = 'postgres'
