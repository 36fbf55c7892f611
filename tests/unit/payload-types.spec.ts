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
    const generate = () =>
      promisify(execFile)(
        path.resolve('node_modules/.bin/tsx'),
        ['--tsconfig', 'tsconfig.json', path.resolve('tests/unit/payload-types.generate.mts')],
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
    // Tried again only when the config's import never settled (exit code 13, see the script), which
    // prints no error.
    let output: { stdout: string; stderr: string } | undefined
    for (let attempt = 1; !output; attempt++) {
      try {
        output = await generate()
      } catch (error) {
        const { code, stderr } = error as { code?: unknown; stderr?: string }
        if ((code !== 13 && stderr?.trim()) || attempt === 5) throw error
      }
    }
    const { stdout, stderr } = output
    expect(fs.existsSync(generated), `generating the types wrote no file; it printed:\n${stdout}\n${stderr}`).toBe(true)
    expect(
      fs.readFileSync(generated, 'utf8') === fs.readFileSync('cms/src/payload-types.ts', 'utf8'),
      'cms/src/payload-types.ts differs from the config: run `npm run generate:types -w cms`',
    ).toBe(true)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
