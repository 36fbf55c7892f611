/**
 * Secrets and tokens never reach a log line: the output of the CMS and of every site build passes
 * through `redact` before it is printed or kept (a failed build's reason is shown in the admin).
 */
const mask = '[redacted]'

const tokenPatterns: [RegExp, string][] = [
  // Query parameters that carry credentials or one-time tokens (feed tokens, reset and confirmation links).
  [
    /([?&](?:access_token|token|verify|confirm|unsubscribe|api_key|apikey|key|secret|signature|sig|password)=)[^&\s"'<>]+/gi,
    `$1${mask}`,
  ],
  // Payload's email verification link carries its token in the path (/api/users/verify/<token>).
  [/(\/verify\/)[^/?#\s"'<>]+/gi, `$1${mask}`],
  // JSON fields that hold one.
  [/("(?:password|token|secret|accessToken|access_token|apiKey)"\s*:\s*")[^"]*"/gi, `$1${mask}"`],
  // Session tokens: Payload's cookie, Authorization headers, and any JWT.
  [/(payload-token=)[^;\s]+/g, `$1${mask}`],
  [/\b(JWT|Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/g, `$1 ${mask}`],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+/g, mask],
  // Passwords written into connection strings (postgres://user:password@host).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]+:)[^@\s/]+@/gi, `$1${mask}@`],
]

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` with every given secret value (8 characters or longer) and every token-shaped string masked. */
export function redact(text: string, secrets: string[] = []): string {
  let out = text
  for (const secret of secrets)
    if (secret && secret.length >= 8) out = out.replace(new RegExp(escapeRegExp(secret), 'g'), mask)
  for (const [pattern, replacement] of tokenPatterns) out = out.replace(pattern, replacement)
  return out
}

/**
 * A writer that redacts whole lines: chunks are cut at line ends, so a secret split across two
 * chunks of a child's output is still found. `flush` writes what is left at the end.
 */
export function lineRedactor(write: (text: string) => void, secrets: string[]) {
  let pending = ''
  return {
    push(chunk: Buffer | string) {
      pending += chunk.toString()
      const end = pending.lastIndexOf('\n')
      if (end < 0) return
      write(redact(pending.slice(0, end + 1), secrets))
      pending = pending.slice(end + 1)
    },
    flush() {
      if (pending) write(redact(pending, secrets))
      pending = ''
    },
  }
}
