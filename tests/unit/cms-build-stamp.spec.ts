import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { cmsSourceHash } from '../../scripts/lib/cms'
import { workspaceDependencies } from '../../scripts/lib/workspaces'

/**
 * The CMS's build stamp (cms/.next/source-hash, scripts/lib/cms.ts): `npm start` and `serve:cms`
 * run `next build` again when the hash differs. It covers the shared packages the admin bundles.
 */

test('the CMS build covers the shared packages it declares', () => {
  expect(workspaceDependencies(process.cwd(), 'cms')).toEqual(['packages/model', 'packages/server-kit'])
})

test('a change in a shared package the CMS uses rebuilds the admin; a change in one it does not use does not', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-stamp-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
  }
  const json = (value: unknown) => JSON.stringify(value)
  try {
    write('package.json', json({ workspaces: ['cms', 'packages/*'] }))
    write('package-lock.json', '{}')
    write('cms/package.json', json({ name: 'cms', dependencies: { '@x/model': '0.1.0', next: '16' } }))
    write('cms/src/components/PriceField.tsx', "import { groupDigits } from '@x/model/money-input'\n")
    write('packages/model/package.json', json({ name: '@x/model', dependencies: { '@x/rules': '0.1.0' } }))
    write('packages/model/money-input.ts', 'export const groupDigits = (digits: string) => digits\n')
    write('packages/rules/package.json', json({ name: '@x/rules' }))
    write('packages/rules/index.ts', 'export const rule = 1\n')
    write('packages/unused/package.json', json({ name: '@x/unused' }))
    write('packages/unused/index.ts', 'export const unused = 1\n')
    const built = cmsSourceHash(repo)

    write('packages/unused/index.ts', 'export const unused = 2\n')
    expect(cmsSourceHash(repo), 'a package the CMS does not declare').toBe(built)

    write(
      'packages/model/money-input.ts',
      "export const groupDigits = (digits: string) => digits.replace(/\\B(?=(\\d{3})+$)/g, '.')\n",
    )
    const afterModel = cmsSourceHash(repo)
    expect(afterModel, 'a package the CMS declares').not.toBe(built)

    write('packages/rules/index.ts', 'export const rule = 2\n')
    expect(cmsSourceHash(repo), "a package the CMS's package declares").not.toBe(afterModel)
  } finally {
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
