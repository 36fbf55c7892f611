/**
 * Page weight per template of the built site (public/), first load, in bytes:
 *
 *   npm run bench:weight            (after `npm start`, `npm test` or `npx gatsby build`)
 */
import path from 'node:path'
import { templateWeights } from './lib/page-weight'

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7)
const publicDir = path.resolve(process.argv[2] ?? 'public')
const rows = templateWeights(publicDir)
console.log(`First-load JavaScript and CSS per template, ${publicDir}, ${new Date().toISOString()}`)
console.log('template             pages   JS raw KB  JS gzip KB  JS br KB  CSS raw KB  CSS gzip KB  page measured')
for (const r of rows) {
  console.log(
    `${r.template.padEnd(20)} ${String(r.pages).padStart(5)}   ${kb(r.js.raw)}     ${kb(r.js.gzip)}    ${kb(r.js.brotli)}     ${kb(r.css.raw)}      ${kb(r.css.gzip)}  ${r.page}`,
  )
}
console.log('\nChunks per template:')
for (const r of rows) console.log(`  ${r.template}: ${r.chunks.join(' ')}`)
