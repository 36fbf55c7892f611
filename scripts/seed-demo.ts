import { loadEnv, readSettings, SettingsError } from './lib/settings'
import { migrate, refuseDemoInProduction, seed } from './lib/cms'
import { stage } from './lib/run'

/**
 * `npm run seed:demo`: adds the demo content and demo accounts that are missing, on request (a
 * start only seeds an empty database). Existing documents and accounts are left as they are.
 * Refused in production mode.
 */
async function main() {
  try {
    const settings = readSettings(loadEnv())
    refuseDemoInProduction(settings)
    await stage('Migrate the CMS database', () => migrate(settings))
    await stage('Add the missing demo content (both languages)', () => seed(settings))
  } catch (error) {
    console.error(`✖ ${error instanceof SettingsError ? error.message : (error as Error).message}`)
    process.exit(1)
  }
}

void main()
