/**
 * tel: and wa.me links from phone numbers as the CMS stores them ("+62 21 5550 0000"): the one
 * place that turns a written number into a link. A tel: URI takes no spaces (RFC 3966), and
 * wa.me wants the international number as digits only, without + or leading zeros.
 */

/** The digits of a number, or null when it has too few or too many to be a phone number. */
export const phoneDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 6 && digits.length <= 15 ? digits : null
}

/** `tel:+622155500000` for "+62 21 5550 0000"; null for an empty or unusable number. */
export const telHref = (phone: string | null | undefined): string | null => {
  const digits = phoneDigits(phone)
  if (!digits) return null
  return `tel:${(phone ?? '').trim().startsWith('+') ? '+' : ''}${digits}`
}

/** WhatsApp's click-to-chat link with a prefilled message; null for an unusable number. */
export const whatsAppHref = (phone: string | null | undefined, message?: string | null): string | null => {
  const digits = phoneDigits(phone)
  if (!digits) return null
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`
}

/** Share links of a page: plain addresses of each network's own share page (no script of theirs). */
export const shareLinks = (url: string, title: string): { network: string; href: string }[] => {
  const u = encodeURIComponent(url)
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}
