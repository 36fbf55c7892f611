import { execFileSync } from 'node:child_process'

/**
 * Installs a Debian package with apt-get (through `sudo -n` when not root). Used by `npm test`
 * for what the tests need beside npm packages: Chromium, PostgreSQL. Exits with `hint` when
 * apt-get fails.
 */
export function aptInstall(pkg: string, hint: string) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n']
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args]
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    apt('update')
    apt('install', '-y', '--no-install-recommends', pkg)
  } catch {
    console.error(`Could not install ${pkg} with apt-get. ${hint}`)
    process.exit(1)
  }
}
