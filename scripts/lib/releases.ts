import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * Served builds of the site. Each successful build is copied to `releases/<id>/` and the
 * symlink `current` is switched to it in one rename, so a visitor never sees a half-written
 * site. The newest few releases stay: pages still open in a browser may ask for the hashed
 * scripts of the build they came from.
 *
 * A rebuild rewrites only the files whose content changed, so a file of the build that the
 * previous release holds with the same bytes is hard-linked from that release instead of copied
 * again (at 10,000 items the site is about 100,000 files; a rebuild writes a hundred again, most
 * of them with the same bytes: the plugins' copies of Workbox, Partytown and the icons, sw.js).
 * Releases are never written in place: what changes in one (its search index and offline kit,
 * gatsby/search-index.ts) is replaced by renames, so a linked file stays what it was.
 *
 * A release is copied into a hidden folder of its own (`releases/.partial-<id>`) and renamed to
 * `releases/<id>` only once complete: a process stopped during the copy leaves no half-written
 * release, only that hidden folder, which removeLeftovers() deletes at the next start.
 *
 * At 10,000 items a release is about 100,000 files: made by links, each publish would create them
 * all and the deletion of the oldest release delete as many. So once this process has published
 * more releases than it keeps, a publish takes the oldest of them (the one it would delete) and
 * brings it up to the build instead: only the files that differ from the build are
 * replaced (by new names: the old files, linked from newer releases, are never written), those the
 * build no longer has deleted. The copy or update stops every few dozen milliseconds to let the
 * site server that publishes answer its requests meanwhile, and the releases past the newest few
 * are deleted in a thread of their own once the new release is live (hideOld, removeAll).
 */
export class Releases {
  readonly current: string
  private readonly dir: string
  /** The newest release this process published, and when its copy started. */
  private last: { dir: string; copiedAt: number } | null = null
  /**
   * The releases this process published, with the build folder each came from and when its copy
   * started: what a publish may take over from the oldest (a release of another process, or from
   * before a restart, is copied by links: its files' times say nothing about this build folder).
   */
  private readonly published = new Map<string, { buildDir: string; copiedAt: number }>()

  constructor(
    root: string,
    private readonly keep = 3,
    /** How long a copy works before it lets the process's other work run. */
    private readonly sliceMs = copySliceMs,
  ) {
    this.dir = path.join(root, 'releases')
    this.current = path.join(root, 'current')
    fs.mkdirSync(this.dir, { recursive: true })
  }

  /** Copies a finished build in and makes it live; resolves to the new release's folder. */
  async publish(buildDir: string): Promise<string> {
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No built site in ${buildDir}`)
    // Two publishes in one millisecond would share a name: this process's stamps only go forward.
    lastStamp = Math.max(Date.now(), lastStamp + 1)
    const id = `${new Date(lastStamp).toISOString().replace(/[-:.]/g, '')}-${process.pid}`
    const target = path.join(this.dir, id)
    const partial = path.join(this.dir, `${partialPrefix}${id}`)
    const copiedAt = Date.now()
    // After a restart, the live release (whose copy time this process does not know: its files are
    // linked by inode or by bytes only).
    const last = this.last && fs.existsSync(this.last.dir) ? this.last : null
    const live = last ? undefined : this.live()
    const previous = last ?? (live ? { dir: live, copiedAt: Number.NEGATIVE_INFINITY } : null)
    this.copied = this.copiedBytes = this.linked = this.kept = 0
    const recycled = this.recyclable(buildDir, [this.live(), previous?.dir])
    if (recycled) {
      fs.renameSync(recycled.dir, partial)
      this.published.delete(recycled.dir)
    }
    // Into the old release taken over, or a new folder.
    await syncTree(buildDir, partial, recycled?.copiedAt ?? Number.NEGATIVE_INFINITY, previous, this, this.sliceMs)
    fs.renameSync(partial, target)
    this.last = { dir: target, copiedAt }
    this.published.set(target, { buildDir, copiedAt })
    const link = `${this.current}.${process.pid}${linkSuffix}`
    fs.rmSync(link, { force: true })
    fs.symlinkSync(target, link)
    fs.renameSync(link, this.current)
    // Live now: the releases past the newest few are deleted meanwhile (pruned()).
    const doomed = this.hideOld()
    this.pruning = this.pruning.then(() => removeAll(doomed))
    return target
  }

  private pruning: Promise<void> = Promise.resolve()

  /** Resolves when the releases past the newest few, as of the last publish, are deleted (or failed to be). */
  pruned(): Promise<void> {
    return this.pruning
  }

  /**
   * Files the last publish copied (and their bytes), hard-linked from the release before, and kept
   * as they were in the oldest release it took over.
   */
  copied = 0
  copiedBytes = 0
  linked = 0
  kept = 0

  /**
   * The oldest release, when this publish would otherwise delete it (hideOld), this process published
   * it from the same build folder, and it is neither live nor the release this one links from.
   */
  private recyclable(buildDir: string, inUse: (string | undefined)[]) {
    const all = this.list()
    const oldest = all.length >= this.keep ? all[all.length - 1] : undefined
    const known = oldest && this.published.get(oldest)
    if (!oldest || !known || inUse.includes(oldest) || known.buildDir !== buildDir) return null
    return { dir: oldest, copiedAt: known.copiedAt }
  }

  /**
   * Deletes what a process stopped while publishing left behind: its unfinished release copy and
   * its new `current` link. Those of a process still running (another site server publishing
   * into the same folder) stay.
   */
  removeLeftovers(): string[] {
    const leftovers = [
      ...fs
        .readdirSync(this.dir)
        .filter((name) => name.startsWith(partialPrefix))
        .map((name) => ({ file: path.join(this.dir, name), pid: name.split('-').pop() })),
      // A deletion stopped halfway: nobody serves what is left of it.
      ...fs
        .readdirSync(this.dir)
        .filter((name) => name.startsWith(deletingPrefix))
        .map((name) => ({ file: path.join(this.dir, name), pid: undefined })),
      ...fs
        .readdirSync(path.dirname(this.current))
        .filter((name) => name.startsWith(`${path.basename(this.current)}.`) && name.endsWith(linkSuffix))
        .map((name) => ({ file: path.join(path.dirname(this.current), name), pid: name.split('.').at(-2) })),
    ]
      .filter(({ pid }) => pid === undefined || !processRuns(Number(pid)))
      .map(({ file }) => file)
    for (const file of leftovers) fs.rmSync(file, { recursive: true, force: true })
    return leftovers
  }

  /** The release folders, newest first. */
  list(): string[] {
    return fs
      .readdirSync(this.dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .reverse()
      .map((name) => path.join(this.dir, name))
  }

  /** The live release's folder, if any. */
  live(): string | undefined {
    try {
      return fs.realpathSync(this.current)
    } catch {
      return undefined
    }
  }

  /**
   * Renames the releases past the newest few (about 100,000 files each at 10,000 items) out of the
   * list, to hidden `.deleting-` folders, so that neither the server nor the next publish takes
   * one while it is deleted (removeAll); returns them.
   */
  private hideOld(): string[] {
    const live = this.live()
    return this.list()
      .slice(this.keep)
      .filter((old) => old !== live)
      .flatMap((old) => {
        this.published.delete(old)
        const hidden = path.join(this.dir, `${deletingPrefix}${path.basename(old)}`)
        try {
          fs.renameSync(old, hidden)
          return [hidden]
        } catch {
          // Taken by another site server publishing into the same folder: its own to delete.
          return []
        }
      })
  }
}

/** Deletes old releases one after another; a failure is logged, and the next start removes what is left. */
async function removeAll(dirs: string[]) {
  for (const dir of dirs)
    await removeTree(dir).catch((error: Error) => console.error(`An old release was not deleted: ${error.message}`))
}

/**
 * Deletes a folder in a thread of its own. Through Node's file system threads (`fs.promises.rm`),
 * its 100,000 deletions would queue before the site server's own reads of the pages it serves
 * (a page read waited 2.5 s behind the deletion of 100,000 files).
 */
function removeTree(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); require('node:fs').rmSync(workerData, { recursive: true, force: true, maxRetries: 2 })",
      { eval: true, workerData: dir },
    )
    worker.once('error', reject)
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${dir} not deleted (exit ${code})`))))
  })
}

/** The time in the name of this process's newest release, in ms. */
let lastStamp = 0

/** Releases being copied: hidden, and named by the publishing process (the id ends with its pid). */
const partialPrefix = '.partial-'

/** Old releases being deleted (hideOld, removeAll). */
const deletingPrefix = '.deleting-'
/** The new `current` link before its rename over the old one: `current.<pid>.tmp`. */
const linkSuffix = '.tmp'

/** Whether a process of this machine with this id runs (this one excepted: its leftovers are from before). */
function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** How far apart the file system's clock and Node's may be: a ctime this close to the previous copy is not trusted either way. */
const unchangedMarginMs = 2000

/** Written in releases by renames only (see Releases), so never linked by their status. */
const replacedInReleases = /^(pagefind|offline\.json)/

/**
 * How long a release copy works before it lets the process's other work run (the site server's
 * requests): the copy's system calls are fastest made one after another on this thread (at 10,000
 * items 11 s, against 32 s through Node's file system threads), but never for long at a time.
 */
const copySliceMs = 50

/**
 * Brings a folder up to the build folder: a new one (a copy), or an old release (`to`, copied from
 * the same build folder from `copiedAt`). A file it holds is kept when it is the build's very file,
 * of the same size and unchanged in the build folder since before that copy, or of the same bytes
 * (sameFile); any other is replaced by copyFile (a new name: never written in place, as newer
 * releases may share its file), and what the build no longer has is deleted.
 */
async function syncTree(
  from: string,
  to: string,
  copiedAt: number,
  previous: { dir: string; copiedAt: number } | null,
  count: { copied: number; copiedBytes: number; linked: number; kept: number },
  sliceMs: number,
) {
  const pause = slices(sliceMs)
  const folders = ['']
  for (let rel = folders.pop(); rel !== undefined; rel = folders.pop()) {
    const dir = path.join(to, rel)
    const held = new Map<string, fs.Dirent>()
    if (fs.lstatSync(dir, { throwIfNoEntry: false })?.isDirectory())
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) held.set(entry.name, entry)
    else fs.mkdirSync(dir, { recursive: true })
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name
      const target = path.join(to, name)
      const old = held.get(entry.name)
      held.delete(entry.name)
      if (entry.isDirectory()) {
        if (old && !old.isDirectory()) fs.rmSync(target, { force: true })
        folders.push(name)
      } else if (!entry.isSymbolicLink() && old?.isFile() && sameFile(path.join(from, name), target, copiedAt, name))
        count.kept++
      else {
        if (old) fs.rmSync(target, { recursive: true, force: true })
        if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(path.join(from, name)), target)
        else copyFile(name, from, to, previous, count)
      }
      await pause()
    }
    for (const name of held.keys()) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
  }
}

/**
 * Whether a release's file `old` holds what the build folder's `source` does: the very file (the
 * same inode: the search index, which the build folder takes over from the live release by links,
 * copySearchIndex), one of the same size whose status in the build folder is unchanged since
 * before the release's copy began (`copiedAt`; any write or rename moves a ctime, and nothing can
 * set it back), or one written again with the same bytes (compared only for files of the same
 * size, those the build wrote since: a rebuild's hundred, not the site's 100,000).
 */
function sameFile(source: string, old: string, copiedAt: number, name: string): boolean {
  const stat = fs.statSync(source)
  const kept = fs.statSync(old, { throwIfNoEntry: false })
  if (!kept?.isFile()) return false
  if (kept.ino === stat.ino && kept.dev === stat.dev) return true
  return (
    kept.size === stat.size &&
    ((stat.ctimeMs < copiedAt - unchangedMarginMs && !replacedInReleases.test(name)) ||
      fs.readFileSync(old).equals(fs.readFileSync(source)))
  )
}

/** A pause of a copy: lets the process's other work run once the copy has worked `sliceMs`. */
function slices(sliceMs: number) {
  let sliceStarted = performance.now()
  let sinceCheck = 0
  // Checked every few entries (a folder may hold 20,000: the search index's fragments).
  return async () => {
    if (++sinceCheck < 32 || performance.now() - sliceStarted < sliceMs) return
    await new Promise((resolve) => setImmediate(resolve))
    sliceStarted = performance.now()
    sinceCheck = 0
  }
}

/** One file of a copy: hard-linked from the previous release when it holds the same, else copied. */
function copyFile(
  name: string,
  from: string,
  to: string,
  previous: { dir: string; copiedAt: number } | null,
  count: { copied: number; copiedBytes: number; linked: number },
) {
  const source = path.join(from, name)
  const target = path.join(to, name)
  const old = previous && path.join(previous.dir, name)
  if (old && sameFile(source, old, previous.copiedAt, name)) {
    try {
      fs.linkSync(old, target)
      count.linked++
      return
    } catch {
      // another file system, or no hard links there: copied below
    }
  }
  fs.copyFileSync(source, target)
  count.copied++
  count.copiedBytes += fs.statSync(target).size
}
