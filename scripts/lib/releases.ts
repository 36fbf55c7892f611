import fs from 'node:fs'
import path from 'node:path'

/**
 * Served builds of the site. Each successful build is copied to `releases/<id>/` and the
 * symlink `current` is switched to it in one rename, so a visitor never sees a half-written
 * site. The newest few releases stay: pages still open in a browser may ask for the hashed
 * scripts of the build they came from.
 */
export class Releases {
  readonly current: string
  private readonly dir: string

  constructor(
    root: string,
    private readonly keep = 3,
  ) {
    this.dir = path.join(root, 'releases')
    this.current = path.join(root, 'current')
    fs.mkdirSync(this.dir, { recursive: true })
  }

  /** Copies a finished build in and makes it live; returns the new release's folder. */
  publish(buildDir: string): string {
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No built site in ${buildDir}`)
    const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`
    const target = path.join(this.dir, id)
    fs.cpSync(buildDir, target, { recursive: true })
    const link = `${this.current}.${process.pid}.tmp`
    fs.rmSync(link, { force: true })
    fs.symlinkSync(target, link)
    fs.renameSync(link, this.current)
    this.prune()
    return target
  }

  /** The release folders, newest first. */
  list(): string[] {
    return fs.readdirSync(this.dir).sort().reverse().map((name) => path.join(this.dir, name))
  }

  /** The live release's folder, if any. */
  live(): string | undefined {
    try {
      return fs.realpathSync(this.current)
    } catch {
      return undefined
    }
  }

  private prune() {
    const live = this.live()
    for (const old of this.list().slice(this.keep)) if (old !== live) fs.rmSync(old, { recursive: true, force: true })
  }
}
