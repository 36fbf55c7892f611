import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A hash of the names and contents of `paths` (files or folders, relative to `root`, walked in
 * name order); a path that does not exist counts as empty.
 */
export function filesHash(root: string, paths: string[]): string {
  const hash = crypto.createHash('sha256')
  const add = (relative: string) => {
    const full = path.join(root, relative)
    if (!fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(relative, name))
    } else hash.update(relative).update(fs.readFileSync(full))
  }
  for (const relative of paths) add(relative)
  return hash.digest('hex')
}
