// Plain JavaScript: scripts/bootstrap.mjs checks a release's sources with it before anything is
// installed (release-manifest.mjs); the TypeScript scripts import it too.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A hash of the names and contents of `paths` (files or folders, relative to `root`, walked in
 * name order); a path that does not exist counts as empty, and entries named in `skipped` (at any
 * depth) are left out.
 */
export function filesHash(root, paths, skipped = new Set()) {
  const hash = crypto.createHash('sha256')
  const add = (relative) => {
    const full = path.join(root, relative)
    if (!fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) if (!skipped.has(name)) add(path.join(relative, name))
    } else hash.update(relative).update(fs.readFileSync(full))
  }
  for (const relative of paths) add(relative)
  return hash.digest('hex')
}
