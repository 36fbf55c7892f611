/**
 * The CMS's uploads (pictures and their renditions, PDFs) inside the built site, so that a release
 * shows every picture and serves every brochure without the CMS.
 *
 * The CMS serves a file at `/api/<collection>/file/<name>`. A file a page shows is copied into the
 * build at `/<collection>/<token>/<name>`, and that is the address the page gets. The file's own
 * name is kept last (a PDF downloads under its name); the token changes when the content can have:
 * it covers the CMS's address (the CMS gives a replaced file a new name), its size and when its
 * document was created (a file deleted with its document and uploaded again under the same name).
 * Editing a picture's alt text changes none of them, so nothing is copied again.
 *
 * Files are copied when a query reads their address (the resolvers of node-types.ts): only what
 * pages, lists and feeds show is in the build, never a picture that only the CMS's admin uses. A
 * file already in the build is not fetched again, and the site's release copy hard-links it
 * (scripts/lib/releases.ts), so a rebuild adds only new files.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { cmsRead } from './cms-read'

/** What an upload document of the CMS holds about its files. */
export type UploadDoc = {
  url?: string | null
  filesize?: number | null
  createdAt?: string | null
  sizes?: Record<string, { url?: string | null; filesize?: number | null } | null> | null
}

/** The fields every document of an upload collection has, in the CMS's schema and in a node. */
export const uploadFieldNames = ['url', 'filename', 'mimeType']

/** A document of an upload collection: it has a file. */
export const isUploadDoc = (value: Record<string, unknown>): value is UploadDoc & Record<string, unknown> =>
  typeof value.url === 'string' && uploadFieldNames.every((field) => field in value)

/** The CMS's address of an uploaded file: `/api/media/file/x.webp` -> media, x.webp (the name as in the URL). */
const cmsFile = /^\/api\/([a-z0-9-]+)\/file\/([^/]+)$/

/** A file name that stays in its folder once decoded (the CMS makes them so; the build checks again). */
const isPlainName = (name: string) => {
  try {
    const decoded = decodeURIComponent(name)
    return !/[/\\]/.test(decoded) && !decoded.startsWith('.')
  } catch {
    return false
  }
}

/** The release path of a CMS file address, or null for any other address. */
export function releasePathOf(url: string, doc: Pick<UploadDoc, 'createdAt'>, filesize: number | null | undefined) {
  const pathname = new URL(url, 'http://cms.invalid').pathname
  const match = cmsFile.exec(pathname)
  if (!match || !isPlainName(match[2])) return null
  const token = crypto
    .createHash('sha256')
    .update(`${pathname}\n${filesize ?? ''}\n${doc.createdAt ?? ''}`)
    .digest('hex')
    .slice(0, 16)
  return { cmsPath: pathname, releasePath: `/${match[1]}/${token}/${match[2]}` }
}

/** The files of the CMS at `cmsOrigin`, copied into the built site at `publicDir` when shown. */
export function releaseFiles(cmsOrigin: string, publicDir: string) {
  const copies = new Map<string, Promise<void>>()

  const copy = async (cmsPath: string, releasePath: string) => {
    const target = path.join(publicDir, ...releasePath.split('/').map(decodeURIComponent))
    if (fs.existsSync(target)) return
    const res = await cmsRead(`${cmsOrigin}${cmsPath}`)
    if (!res.ok)
      throw new Error(
        `Could not copy ${decodeURIComponent(cmsPath)} into the site: the CMS answered HTTP ${res.status}. Upload the file again in the CMS, or remove it from the pages that show it.`,
      )
    const bytes = Buffer.from(await res.arrayBuffer())
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // Written whole under another name first: another build worker may copy the same file.
    const partial = `${target}.${process.pid}.part`
    fs.writeFileSync(partial, bytes)
    fs.renameSync(partial, target)
  }

  /** The address in the build of one file of `doc`; its copy is added to `pending`. */
  const inRelease = (
    url: string | null | undefined,
    doc: UploadDoc,
    filesize: number | null | undefined,
    pending: Promise<void>[],
  ) => {
    if (!url) return url
    const paths = releasePathOf(url, doc, filesize)
    if (!paths) return url
    let copied = copies.get(paths.releasePath)
    if (!copied) {
      copied = copy(paths.cmsPath, paths.releasePath)
      copies.set(paths.releasePath, copied)
      // A failed copy is tried again by the next query that shows the file.
      copied.catch(() => copies.delete(paths.releasePath))
    }
    pending.push(copied)
    return paths.releasePath
  }

  const files = {
    /**
     * `doc` with the addresses of its file and renditions in the build, and a promise that settles
     * once those files are there. Synchronous, for rich text that is shaped synchronously.
     */
    release<T extends UploadDoc>(doc: T): { doc: T; copied: Promise<void> } {
      const pending: Promise<void>[] = []
      const sizes = doc.sizes
        ? Object.fromEntries(
            Object.entries(doc.sizes).map(([name, size]) => [
              name,
              size ? { ...size, url: inRelease(size.url, doc, size.filesize, pending) } : size,
            ]),
          )
        : doc.sizes
      const released = { ...doc, url: inRelease(doc.url, doc, doc.filesize, pending), sizes }
      return { doc: released, copied: Promise.all(pending).then(() => undefined) }
    },
  }
  return {
    ...files,
    /**
     * For code that reads many documents synchronously (rich text, the news cards): `doc` releases
     * each upload as `release` does, and `copied` settles once every file released so far is there.
     */
    collecting() {
      const pending: Promise<void>[] = []
      return {
        doc<T extends UploadDoc>(doc: T): T {
          const released = files.release(doc)
          pending.push(released.copied)
          return released.doc
        },
        copied: () => Promise.all(pending).then(() => undefined),
      }
    },
  }
}

export type ReleaseFiles = ReturnType<typeof releaseFiles>

/** The build's files (decoded paths) of every upload document: its own file and each rendition. */
function releasePathsOf(docs: Iterable<UploadDoc>): Set<string> {
  const paths = new Set<string>()
  for (const doc of docs) {
    const files = [doc, ...Object.values(doc.sizes ?? {})]
    for (const file of files) {
      const found = file?.url ? releasePathOf(file.url, doc, file.filesize) : null
      if (found) paths.add(decodeURIComponent(found.releasePath))
    }
  }
  return paths
}

/**
 * Removes from the build's upload folders (`collections`: media, files) every file of a document
 * that is no longer among `docs` (deleted, unpublished with its pages, or replaced by a new file),
 * so the next release stops serving it; the releases kept for open tabs still have it. Returns how
 * many files went.
 */
export function pruneReleaseFiles(publicDir: string, collections: string[], docs: Iterable<UploadDoc>): number {
  const kept = releasePathsOf(docs)
  let removed = 0
  for (const collection of collections) {
    const folder = path.join(publicDir, collection)
    if (!fs.existsSync(folder)) continue
    for (const token of fs.readdirSync(folder)) {
      const tokenFolder = path.join(folder, token)
      for (const name of fs.readdirSync(tokenFolder)) {
        if (kept.has(`/${collection}/${token}/${name}`)) continue
        fs.rmSync(path.join(tokenFolder, name), { force: true })
        removed++
      }
      if (!fs.readdirSync(tokenFolder).length) fs.rmdirSync(tokenFolder)
    }
  }
  return removed
}
