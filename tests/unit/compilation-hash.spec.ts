import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import webpack from 'webpack'
import { ContentCompilationHash } from '../../gatsby/compilation-hash'

/** A small production compile with two chunks (one lazy), its cache in `cacheDir`; resolves webpack's compilation hash. */
function compile(dir: string, cacheDir: string, value: string): Promise<string> {
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    `console.log(process.env.VALUE); import('./lazy.js').then((m) => m.default())`,
  )
  fs.writeFileSync(path.join(dir, 'lazy.js'), `export default () => console.log('lazy')`)
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {
      path: path.join(dir, 'out'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    cache: { type: 'filesystem', cacheDirectory: cacheDir },
    plugins: [new webpack.DefinePlugin({ 'process.env.VALUE': JSON.stringify(value) }), new ContentCompilationHash()],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() =>
        error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(stats.hash),
      )
    }),
  )
}

test('the compilation hash follows the emitted code: the same from a cold compile and from the cache, new when a script changes', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compilation-hash-'))
  try {
    const cold = await compile(dir, path.join(dir, 'cache'), 'a')
    expect(cold).toMatch(/^[0-9a-f]{20}$/)
    expect(await compile(dir, path.join(dir, 'cache'), 'a')).toBe(cold)
    expect(await compile(dir, path.join(dir, 'other-cache'), 'a')).toBe(cold)
    expect(await compile(dir, path.join(dir, 'cache'), 'b')).not.toBe(cold)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
