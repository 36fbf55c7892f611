import { defineConfig } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from './browser'
import { testSitePort } from './e2e/stack'

// Chromium's headless shell, with the service worker off unless a spec turns it on
// (`serviceWorkers: 'allow'`: the specs of offline use and of the worker itself): installed, it
// downloads the offline kit (some 300 files) into every new browser context, and again after each
// rebuild, which costs a page test about half its time.
const browser = {
  browserName: 'chromium' as const,
  // Service workers register only on https or the host name localhost.
  baseURL: `http://localhost:${testSitePort}`,
  launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  serviceWorkers: 'block' as const,
  screenshot: 'only-on-failure' as const,
  // A trace is recorded on a failed test's retry only: recording one in every test (its screenshots
  // and snapshots at each step) took a third of the browser's CPU time in the end-to-end tests.
  // Without retries (outside CI) add `--trace on` to record them: `npm test -- <spec> --trace on`.
  trace: 'on-first-retry' as const,
  // A step that hangs (a page that never loads or hydrates) fails naming that step, and its retry
  // starts, long before the test's own timeout (several minutes for the offline and deploy tests).
  actionTimeout: 30_000,
  navigationTimeout: 60_000,
}

/**
 * The editors' loop specs whose builds run in processes of their own over the stack's folders (a
 * second site server's builder, a build stopped by SIGTERM): after the others, whose checks of
 * what a rebuild rewrites assume that the build before it was the stack's own. The build after
 * them was seen to render every page again (587 files copied instead of 131).
 */
const otherBuilders = /editor-loop-(shared-builds|sigterm)\.spec/

export default defineConfig({
  globalSetup: './e2e/global-setup.ts',
  outputDir: './artifacts/results',
  // The JSON report feeds the summary that `npm test` prints after every suite.
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  // On CI a failed test runs once more; one that then passes is named as flaky in that summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in one worker, in order (each spec file has ports of its own: tests/e2e).
  fullyParallel: false,
  // Three workers on two cores: many end-to-end tests wait (for a mail server that hangs, a login
  // throttle's delay, a process to start), and the third keeps the cores busy meanwhile.
  workers: 3,
  forbidOnly: !!process.env.CI,
  projects: [
    { name: 'unit', testDir: './unit' },
    {
      name: 'e2e',
      testDir: './e2e',
      testIgnore: [/editor-loop/, /develop\.spec/, /production-layout\.spec/],
      use: browser,
    },
    // Publishing changes content and rebuilds the served site: after everything else on this
    // stack. One file at a time: each waits for the builds its own changes ask for. A whole run
    // (`npm test`) runs it on a stack of its own instead, beside the end-to-end project
    // (tests/playwright.editor-loop.config.ts).
    // What the editors' loop publishes stays: an article, a unit type or a redirect a test
    // published is not deleted after it, because a deletion asks for a build of its own, which the
    // next test would wait for (30 to 50 s each on a 2-core machine). Each has addresses of its
    // own (its run's time stamp); a later test that takes the newest article takes whichever it
    // is, and the guards' cheaper unit type leaves its development's lower from price, which no
    // later test reads. The stack is thrown away after the run.
    {
      name: 'editor-loop',
      testDir: './e2e',
      testMatch: /editor-loop/,
      testIgnore: otherBuilders,
      dependencies: ['e2e'],
      workers: 1,
      use: browser,
    },
    {
      name: 'editor-loop-builders',
      testDir: './e2e',
      testMatch: otherBuilders,
      dependencies: ['editor-loop'],
      workers: 1,
      use: browser,
    },
    // gatsby develop uses the checkout's .cache and public/ as the builds do: once they are done.
    {
      name: 'develop',
      testDir: './e2e',
      testMatch: /develop\.spec/,
      dependencies: ['editor-loop-builders'],
      use: browser,
    },
  ],
})
