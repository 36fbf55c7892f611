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

/**
 * One person's email address however it is spelled: case, spaces, Unicode forms, a `+tag` after the
 * name, and the dots Gmail ignores. The CMS counts bookings per person by it; it is never shown.
 */
export const emailKey = (email: string | null | undefined): string | null => {
  const address = (email ?? '').normalize('NFKC').trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1 || at === address.length - 1) return null
  let name = address.slice(0, at).split('+')[0]
  let domain = address.slice(at + 1).replace(/\.$/, '')
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') name = name.replace(/\./g, '')
  return name ? `${name}@${domain}` : null
}

/**
 * One person's phone number however it is written: digits only, an Indonesian number in its
 * international form (0812… and +62 812… are one number), null when it is not a phone number.
 */
export const phoneKey = (phone: string | null | undefined): string | null => {
  let digits = phoneDigits((phone ?? '').normalize('NFKC'))
  if (!digits) return null
  if (digits.startsWith('00')) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = `62${digits.slice(1)}`
  return digits.length >= 6 ? digits : null
}
