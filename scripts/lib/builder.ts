import { spawn, type SpawnOptions } from 'node:child_process'
import { lineRedactor } from '@lestari/server-kit/redact'
import type { Releases } from './releases'

export type BuildStatus = {
  state: 'idle' | 'building' | 'failed'
  /** When the live release was published (ISO), null before the first one. */
  liveSince: string | null
  buildStartedAt: string | null
  /** Changes wait for a build that has not started yet (it follows the running one, if any). */
  queued: boolean
  builds: number
  /** Build requests received (several may make one build). */
  requests: number
  lastFailure: { at: string; reason: string } | null
  /**
   * The site search's index of the live release: `current` (it searches the release's own
   * pages), `indexing` (a rebuild went live with the previous index; its own follows) or
   * `failed` (Pagefind failed: the release stays live with the previous index; see searchFailure).
   */
  search: 'current' | 'indexing' | 'failed'
  searchFailure: { at: string; reason: string } | null
  /**
   * Whether search finds the live release's changes: by its own index, or, while that is written,
   * by the index before with the release's changes indexed apart (SearchIndexer's delta).
   */
  searchFindsChanges: boolean
}

/** The state before any build. */
export const idleBuildStatus: Readonly<BuildStatus> = {
  state: 'idle',
  liveSince: null,
  buildStartedAt: null,
  queued: false,
  builds: 0,
  requests: 0,
  lastFailure: null,
  search: 'current',
  searchFailure: null,
  searchFindsChanges: true,
}

/** Builds the live release's search index after it went live, and hands it on to the next builds. */
export type SearchIndexer = {
  /**
   * Indexes apart what a published release changed, so that search finds it before its whole
   * index is written (null when it cannot tell what changed: the whole index then does).
   */
  delta?(releaseDir: string): Promise<{ indexed: number; superseded: number } | null>
  /** Indexes a published release in place. */
  index(releaseDir: string): Promise<unknown>
  /** Copies a release's index into the build folder (never while a build writes there). */
  carry(releaseDir: string, buildDir: string): void
}

/** Words an editor understands for why a build failed, from the build's output. */
export function explainBuildFailure(output: string): string {
  const unreachable = /CMS unreachable at (\S+)/.exec(output)
  if (unreachable)
    return `The site build could not reach the CMS at ${unreachable[1]}. The live site was kept; rebuild once the CMS is running.`
  if (/site settings were never saved/.test(output))
    return "The site cannot be built before the CMS's site settings are saved: an administrator saves them (the brand name at least) in the CMS admin, Settings > Site Settings. The live site was kept."
  if (/ECONNREFUSED|ECONNRESET|socket hang up|fetch failed|Failed to fetch/.test(output)) {
    return 'The CMS stopped answering while the site was being built. The live site was kept; rebuild once the CMS is back.'
  }
  const lines = output.split('\n').map((l) => l.trim())
  const at = lines.findIndex((l) => /error/i.test(l) && l.length > 8)
  // Gatsby often ends the error line with a colon and gives the cause on the next line.
  const detail =
    at < 0 ? '' : lines[at].endsWith(':') ? `${lines[at]} ${lines.slice(at + 1).find(Boolean) ?? ''}` : lines[at]
  return `The site build failed${detail ? `: ${detail.slice(0, 300)}` : ''}. The live site was kept.`
}

const stopKillAfterMs = 5000
const buildStopped = 'The site build was stopped: the site server is shutting down.'

/**
 * Runs a command, passing its output through and keeping it for the failure reason, with the
 * given secrets and anything token-shaped masked in both. When `stop` is aborted the command and
 * every process it started (Gatsby's workers) get SIGTERM (SIGKILL after stopKillAfterMs), and
 * the run fails.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: SpawnOptions,
  secrets: string[] = [],
  stop?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A process group of its own, so that stopping it reaches the workers it started too.
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: Boolean(stop) })
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal)
      } catch {
        // already gone
      }
    }
    const stopGroup = () => {
      signalGroup('SIGTERM')
      setTimeout(() => signalGroup('SIGKILL'), stopKillAfterMs).unref()
    }
    if (stop?.aborted) stopGroup()
    else stop?.addEventListener('abort', stopGroup, { once: true })
    let output = ''
    const keep = (to: NodeJS.WriteStream) =>
      lineRedactor((text) => {
        to.write(text)
        output = (output + text).slice(-200_000)
      }, secrets)
    const out = keep(process.stdout)
    const err = keep(process.stderr)
    child.stdout.on('data', (c: Buffer) => out.push(c))
    child.stderr.on('data', (c: Buffer) => err.push(c))
    child.once('error', reject)
    child.once('close', (code, signal) => {
      stop?.removeEventListener('abort', stopGroup)
      out.flush()
      err.flush()
      if (stop?.aborted) reject(new Error(buildStopped))
      else if (code === 0) resolve()
      else reject(new Error(explainBuildFailure(output || `${signal ?? code}`)))
    })
  })
}

/**
 * Builds the site when asked and publishes each successful build as the live release. One
 * build at a time: requests that arrive during a build are coalesced into one next build, and
 * requests within `settleMs` of each other start a single build. A failed build publishes
 * nothing, so the live site stays as it was.
 */
export class SiteBuilder {
  private status: BuildStatus = { ...idleBuildStatus }
  private running: Promise<void> | null = null
  private reasons: string[] = []
  private indexing: Promise<void> | null = null
  /** A release went live after the index being built was started. */
  private indexWanted = false
  /** A release whose new index the build folder does not have yet (it was busy building). */
  private carryFrom: string | null = null

  /** The copies of complete releases to `copy` (the site bucket), one after the other. */
  private copying: Promise<void> = Promise.resolve()

  /**
   * With a `search` indexer, the builds leave the search index out (see searchIndexAfterPublish in
   * gatsby/search-index.ts) and each published release is indexed after it went live. With `copy`,
   * each release is copied elsewhere once complete (after its index): the site bucket.
   */
  /** Aborted by stop(): the running build is killed and nothing more is built or published. */
  private readonly stopping = new AbortController()

  constructor(
    /** Builds the site into buildDir; stops early, failing, when `stop` is aborted. */
    private readonly build: (stop: AbortSignal) => Promise<void>,
    private readonly releases: Releases,
    private readonly buildDir: string,
    private readonly settleMs = 1000,
    /** Each line with the time of day (UTC), to be read beside the CMS's log and a test's steps. */
    private readonly log: (line: string) => void = (line) =>
      console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
    private readonly search?: SearchIndexer,
    private readonly copy?: (releaseDir: string) => Promise<unknown>,
  ) {}

  /** Resolves when every release completed so far has been copied (or failed to be). */
  copied(): Promise<void> {
    return this.copying
  }

  private copyRelease(release: string | undefined) {
    if (!this.copy || !release) return
    this.copying = this.copying
      .then(async () => {
        await this.copy!(release)
      })
      .catch((error: Error) => this.log(`✖ Release not copied to the site bucket: ${error.message}`))
  }

  /** The live release was published by someone else (the first build of `npm start`). */
  markLive(at = new Date()) {
    this.status.liveSince = at.toISOString()
    this.changed()
  }

  current(): BuildStatus {
    return { ...this.status }
  }

  /**
   * For a clean stop: kills the running build, which publishes nothing (the live release stays),
   * and ignores later requests. Resolves once the build loop has ended.
   */
  async stop() {
    this.stopping.abort()
    this.reasons = []
    await this.running
  }

  /** Asks for a build; resolves when the build that includes this request has finished. */
  request(reason: string): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve()
    this.reasons.push(reason)
    this.status.requests++
    this.status.queued = true
    if (this.running) return this.running
    this.running = this.loop().finally(() => (this.running = null))
    return this.running
  }

  private async loop() {
    do {
      await new Promise((r) => setTimeout(r, this.settleMs))
      if (this.stopping.signal.aborted) break
      await this.buildNow(this.reasons.splice(0))
    } while (this.reasons.length)
  }

  /**
   * Builds once for `reasons` and publishes the build; a failure is kept in the state. Called by
   * this builder's own queue, or by the shared queue (scripts/lib/shared-builds.ts), one at a time.
   */
  async buildNow(reasons: string[]) {
    this.status.queued = false
    this.status.state = 'building'
    this.status.buildStartedAt = new Date().toISOString()
    this.changed()
    this.log(
      `▶ Site build (${reasons.length} change${reasons.length === 1 ? '' : 's'}: ${reasons.slice(0, 3).join('; ')})`,
    )
    try {
      const started = performance.now()
      await this.build(this.stopping.signal)
      if (this.stopping.signal.aborted) throw new Error(buildStopped)
      const built = performance.now()
      this.carryIndex()
      await this.releases.publish(this.buildDir)
      this.status.liveSince = new Date().toISOString()
      this.status.lastFailure = null
      this.status.state = 'idle'
      const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1)
      const { copied, linked, kept } = this.releases
      this.log(
        `✔ Site build is live (build ${seconds(started, built)} s, release ${seconds(built)} s: ${copied} files copied, ${linked} hard-linked${kept ? `, ${kept} kept from the oldest release it took over` : ''})`,
      )
      if (this.search) this.indexLive()
      else this.copyRelease(this.releases.live())
    } catch (error) {
      const reason = (error as Error).message
      this.status.lastFailure = { at: new Date().toISOString(), reason }
      this.status.state = 'failed'
      this.log(`✖ Site build failed: ${reason}`)
    }
    this.status.builds++
    this.status.buildStartedAt = null
    this.changed()
  }

  /**
   * Whether only this builder builds into its build folder. Builders that share one through the
   * shared queue carry a search index into it only when they build, as another may be building there.
   */
  buildFolderIsOwn = true

  /** Called with the new state after each change (the shared queue keeps it in Redis). */
  onChange: (status: BuildStatus) => void = () => {}

  private changed() {
    this.onChange(this.current())
  }

  /** Takes over a state kept elsewhere (the shared one, before this builder builds for the queue). */
  adopt(status: BuildStatus) {
    this.status = { ...status }
  }

  /** Resolves when the search index of the live release is built (or failed). */
  searchIndexed(): Promise<void> {
    return this.indexing ?? Promise.resolve()
  }

  private indexLive() {
    this.status.search = 'indexing'
    this.status.searchFindsChanges = false
    this.changed()
    this.indexWanted = true
    this.indexing ??= this.indexLoop().finally(() => (this.indexing = null))
  }

  /** One index at a time, always of the newest live release; the build folder gets it when no build runs. */
  private async indexLoop() {
    while (this.indexWanted) {
      this.indexWanted = false
      const release = this.releases.live()
      const started = performance.now()
      try {
        if (!release) throw new Error('no live release')
        await this.searchDelta(release, started)
        await this.search!.index(release)
        this.carryFrom = release
        if (this.status.state !== 'building' && this.buildFolderIsOwn) this.carryIndex()
        if (this.indexWanted) continue
        this.status.search = 'current'
        this.status.searchFailure = null
        this.status.searchFindsChanges = true
        this.changed()
        this.log(`✔ Search index is live (${((performance.now() - started) / 1000).toFixed(1)} s)`)
      } catch (error) {
        if (this.indexWanted) continue
        const reason = (error as Error).message
        this.status.search = 'failed'
        this.status.searchFailure = { at: new Date().toISOString(), reason }
        this.changed()
        this.log(`✖ Search index failed (the live site keeps searching the previous index): ${reason}`)
      }
      this.copyRelease(release)
    }
  }

  /** The release's changes indexed apart: search finds them once they are, unless a newer release went live. */
  private async searchDelta(release: string, started: number) {
    try {
      const delta = await this.search!.delta?.(release)
      if (!delta || this.indexWanted) return
      this.status.searchFindsChanges = true
      this.changed()
      const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`
      this.log(
        `✔ Search finds the release's changes (${pages(delta.indexed)} indexed apart, ${pages(delta.superseded)} of the index left out, ${((performance.now() - started) / 1000).toFixed(1)} s); its whole index follows`,
      )
    } catch (error) {
      this.log(`✖ Search delta failed (the whole index follows): ${(error as Error).message}`)
    }
  }

  private carryIndex() {
    if (!this.carryFrom) return
    const from = this.carryFrom
    this.carryFrom = null
    try {
      this.search!.carry(from, this.buildDir)
    } catch (error) {
      this.log(`✖ Search index not copied to the next build: ${(error as Error).message}`)
    }
  }
}
