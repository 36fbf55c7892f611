import { startPostgres } from '../../scripts/lib/postgres'
import { stage } from '../../scripts/lib/run'
import globalSetup from './global-setup'
import { testDatabaseURI, testPostgresDir, testPostgresPort } from './stack'

/**
 * The PostgreSQL suite's stack: a throwaway PostgreSQL server (Debian's; `npm test` installs it
 * when missing), then the same stack as the main suite on a fresh database in it. The server is
 * stopped when the run ends, and when the stack does not come up.
 */
export default async function postgresGlobalSetup() {
  const server = await stage(`Start a throwaway PostgreSQL on port ${testPostgresPort}`, () =>
    startPostgres(testPostgresDir, testDatabaseURI),
  )
  try {
    const teardown = await globalSetup()
    return async () => {
      try {
        await teardown?.()
      } finally {
        server.stop()
      }
    }
  } catch (error) {
    server.stop()
    console.error(`PostgreSQL log: ${server.log}`)
    throw error
  }
}
