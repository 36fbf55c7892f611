import { execFileSync } from 'node:child_process'

/** A Debian package that a command needs beside npm packages, and how to tell it is there. */
export interface DebianPackage {
  name: string
  installed: () => boolean
  /** What to do by hand when apt-get cannot install it. */
  hint: string
}

/**
 * Installs the missing ones of `packages` with apt-get (through `sudo -n` when not root): one
 * `apt-get update` and one `apt-get install` for all of them. Used by `npm test` for what the
 * tests need beside npm packages (Chromium, Redis, PostgreSQL). Exits with their hints when
 * apt-get fails.
 */
export function aptInstall(packages: DebianPackage[]) {
  const missing = packages.filter((p) => !p.installed())
  if (!missing.length) return
  const names = missing.map((p) => p.name)
  console.log(`▶ Install ${names.join(', ')} (apt-get)`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n']
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args]
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    apt('update')
    apt('install', '-y', '--no-install-recommends', ...names)
  } catch {
    console.error(`Could not install ${names.join(', ')} with apt-get. ${missing.map((p) => p.hint).join(' ')}`)
    process.exit(1)
  }
}
