import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's violations on the page, one line each. It is injected as an inline script: the
 * spec needs `test.use({ bypassCSP: true })`.
 */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[]
          }>
        }
      }
    ).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')} ${v.nodes[0]?.failureSummary ?? ''}`,
    )
  })
}
