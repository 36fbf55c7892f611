import crypto from 'node:crypto'
import type { Compiler } from 'webpack'

/**
 * Makes webpack's compilation hash a digest of what the build emits: every chunk's content
 * hashes. Gatsby writes that hash into every HTML page (and app-data.json, for open tabs to notice
 * a new build), so any change of it rewrites every page. webpack's own hash also mixes in things
 * that are not output, and a compile from its cache hashes differently from a cold one with the
 * same scripts: the first rebuild after a cold build rewrote every HTML file (28,737 at 10,000
 * items) with nothing changed. With the digest, a rebuild rewrites only the pages whose data
 * changed, and the hash still changes whenever a script does.
 */
export class ContentCompilationHash {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ContentCompilationHash', (compilation) => {
      compilation.hooks.afterHash.tap('ContentCompilationHash', () => {
        const hash = crypto.createHash('sha256')
        const chunks = [...compilation.chunks]
          .map((chunk) => `${chunk.id} ${chunk.name ?? ''} ${JSON.stringify(chunk.contentHash)}`)
          .sort()
        for (const line of chunks) hash.update(`${line}\n`)
        const digest = hash.digest('hex')
        compilation.fullHash = digest
        compilation.hash = digest.slice(0, Number(compilation.outputOptions.hashDigestLength) || 20)
      })
    })
  }
}
