import { Releases } from './lib/releases'
import { stage } from './lib/run'
import { publishReleaseToBucket } from './lib/site'
import { loadEnv, readSettings, SettingsError } from './lib/settings'

/**
 * `npm run publish:bucket`: publishes the live release (RELEASES_DIR/current, what `npm start`
 * serves) to the site bucket (SITE_BUCKET): new files first, HTML, page data and the service
 * worker last, files that left the release kept for SITE_BUCKET_KEEP_HOURS.
 */
async function main() {
  try {
    const settings = readSettings(loadEnv())
    if (!settings.siteBucket) throw new SettingsError('Set SITE_BUCKET (and SITE_BUCKET_REGION) to publish to a bucket')
    const release = new Releases(settings.releasesDir).live()
    if (!release) throw new Error(`No live release in ${settings.releasesDir}: run npm start first`)
    await stage(`Publish ${release} to the bucket ${settings.siteBucket.bucket}`, () =>
      publishReleaseToBucket(release, settings),
    )
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    process.exit(1)
  }
}

void main()
