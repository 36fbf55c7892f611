import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

/**
 * cms/src/payload-types.ts is committed, and Payload writes it again on start only in `npm run
 * develop` (cms/src/settings, `generatesTypes`): the content model's types as Payload generates
 * them from the config must be the committed file, or `npm run generate:types -w cms` is due.
 */
test('the committed payload-types.ts is what Payload generates from the config', async () => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
  const generated = path.join(dir, 'payload-types.ts')
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.resolve('node_modules/.bin/tsx'),
      // Lexical's packages resolved as their production builds: their Node entries await their own
      // import, which Node 20 can leave unsettled (tests/unit/payload-types.generate.mts).
      ['--conditions=production', '--tsconfig', 'tsconfig.json', path.resolve('tests/unit/payload-types.generate.mts')],
      {
        cwd: 'cms',
        // The config asks for a secret and a database, which generating types never opens.
        env: {
          ...process.env,
          CONFIG_FILE: path.resolve('cms/src/payload.config.ts'),
          PAYLOAD_SECRET: 'payload-types-check',
          DATABASE_URI: `file:${path.join(dir, 'unused.db')}`,
          PAYLOAD_TS_OUTPUT_PATH: generated,
          PAYLOAD_GENERATE_TYPES: '',
        },
      },
    )
    expect(fs.existsSync(generated), `generating the types wrote no file; it printed:\n${stdout}\n${stderr}`).toBe(true)
    expect(
      fs.readFileSync(generated, 'utf8') === fs.readFileSync('cms/src/payload-types.ts', 'utf8'),
      'cms/src/payload-types.ts differs from the config: run `npm run generate:types -w cms`',
    ).toBe(true)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
