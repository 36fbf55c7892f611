import { migrate } from './lib/cms'
import { settingsOrExit } from './lib/lifecycle'
import { stage } from './lib/run'

/** `npm run migrate`: applies the committed migrations to the database of DATABASE_URI, then exits. */
async function main() {
  const settings = settingsOrExit()
  await stage('Apply the database migrations', () => migrate(settings))
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`)
  process.exit(1)
})
