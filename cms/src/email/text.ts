/** Text rules of the CMS's emails, without settings or imports (unit-tested on their own). */

/**
 * A name as a greeting may show it: letters (any script), spaces, dots, apostrophes and hyphens,
 * at most 40 characters, a dot only after an initial. A name is typed by whoever fills in a form, and some of these emails go
 * to addresses nobody has confirmed yet, so a name that could carry a link, an address or a
 * number (anything else) is left out and the greeting names nobody.
 */
export function greetingName(name: unknown): string | null {
  const trimmed = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : ''
  const nameLike = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(trimmed) && !/\.\p{L}/u.test(trimmed) // no "site.com"
  return trimmed && trimmed.length <= 40 && nameLike ? trimmed : null
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The plain-text part of an HTML email: paragraphs and table rows on lines of their own, a link as
 * its text and address, tags dropped. Every email gets one (cms/src/email/queue.ts), Payload's
 * own (verification, password reset) included, which come with HTML only.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(head|style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<\/(th|td)>\s*<(th|td)[^>]*>/gi, ': ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|tr|h[1-6]|li|table|div)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name])
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n')
}
