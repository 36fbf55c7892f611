import fs from 'node:fs'
import path from 'node:path'

type PackageJson = { name?: string; workspaces?: string[]; dependencies?: Record<string, string> }
const readPackage = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson

/**
 * The npm workspaces of the repository at `root` (its package.json's `workspaces`, a `dir/*`
 * pattern or a folder): each package's name and its folder, relative to `root`.
 */
export function workspacesOf(root: string): Map<string, string> {
  const folders = (readPackage(root).workspaces ?? []).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (entry) =>
              entry.isDirectory() && fs.existsSync(path.join(root, pattern.slice(0, -2), entry.name, 'package.json')),
          )
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  )
  return new Map(folders.map((folder) => [readPackage(path.join(root, folder)).name!, folder]))
}

/**
 * The folders (relative to `root`) of the workspace packages that the package in `folder` depends
 * on, directly or through another: what its build compiles besides its own code.
 */
export function workspaceDependencies(root: string, folder: string): string[] {
  const workspaces = workspacesOf(root)
  const found = new Set<string>()
  const visit = (at: string) => {
    for (const name of Object.keys(readPackage(path.join(root, at)).dependencies ?? {})) {
      const dependency = workspaces.get(name)
      if (dependency && !found.has(dependency)) {
        found.add(dependency)
        visit(dependency)
      }
    }
  }
  visit(folder)
  return [...found].sort()
}
