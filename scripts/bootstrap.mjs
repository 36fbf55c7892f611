// Entry point of `npm start`, `npm test`, `npm run develop`, `serve:site`, `serve:cms` and the
// other commands. Plain JavaScript because it runs before anything is installed: it installs what
// is missing, then hands over to the TypeScript script of the same name; or, for a production
// service, to the release's compiled command.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { handOver, typeScriptArgs } from './lib/hand-over.mjs'
import { releaseCommands, releaseDir, releaseProblem, releaseTaskBundle } from './lib/release-manifest.mjs'

const root = process.cwd()
const command = process.argv[2]
const commandArgs = process.argv.slice(3)
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js 20.9 or newer is needed; this is ${process.version}.`)
  process.exit(1)
}

// A production service (NODE_ENV=production) runs the release that `npm run build:release` made,
// with node: it never installs or builds, and refuses a release of other sources.
if (process.env.NODE_ENV === 'production' && releaseCommands.includes(command)) {
  const problem = releaseProblem(root)
  if (problem) {
    console.error(`✖ ${problem}`)
    process.exit(1)
  }
  // Its CMS tasks run from the release's bundle too (scripts/lib/cms.ts).
  handOver([path.join(root, releaseDir, 'scripts', `${command}.cjs`), ...commandArgs], {
    cwd: root,
    env: { ...process.env, CMS_TASK_BUNDLE: path.join(root, releaseTaskBundle) },
  })
} else {
  await installThenRun()
}

async function installThenRun() {
  const lockFile = path.join(root, 'package-lock.json')
  const stampFile = path.join(root, 'node_modules', '.install-hash')
  // The lock file and the patches that npm ci applies to installed packages (postinstall).
  const patchDir = path.join(root, 'scripts', 'patches')
  const installHash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(lockFile))
    .update(
      fs
        .readdirSync(patchDir)
        .sort()
        .map((name) => fs.readFileSync(path.join(patchDir, name), 'utf8'))
        .join('\n'),
    )
    .digest('hex')
  const installed = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === installHash
  // How long the install took, for the phase table that `npm test` prints at its end.
  const env = { ...process.env }

  if (!installed) {
    const started = Date.now()
    // `npm test`'s Debian packages, when some are missing, install at the same time (npm ci leaves
    // the cores partly idle as it downloads and writes).
    const apt =
      command === 'test'
        ? import('./lib/debian-packages.mjs').then((debian) =>
            debian.aptInstallBeside(debian.testPackages(commandArgs)),
          )
        : Promise.resolve({ names: [] })
    console.log('▶ Install dependencies (npm ci)')
    const status = await new Promise((resolve) =>
      spawn('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: root }).once('exit', resolve),
    )
    if (status !== 0) {
      console.error('Installing the dependencies failed: see the npm output above.')
      process.exit(1)
    }
    fs.writeFileSync(stampFile, installHash)
    env.BOOTSTRAP_INSTALL_SECONDS = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`✔ Install dependencies (${env.BOOTSTRAP_INSTALL_SECONDS} s)`)
    const debian = await apt
    if (debian.error) {
      console.error(debian.error)
      process.exit(1)
    }
    if (debian.names.length) {
      env.BOOTSTRAP_APT_SECONDS = debian.seconds.toFixed(1)
      console.log(`✔ Install ${debian.names.join(', ')} (apt-get, beside npm ci) (${env.BOOTSTRAP_APT_SECONDS} s)`)
    }
  }

  handOver([...typeScriptArgs(path.join('scripts', `${command}.ts`)), ...commandArgs], { cwd: root, env })
}
