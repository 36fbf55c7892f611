import { localeFrom } from '@lestari/model'
import { progressSectionId, wholePercent } from '@lestari/model/progress'
import { cmsSettings } from '../settings'
import { formatDay } from '../utilities/format-date'
import { greetingName } from './text'

/**
 * The emails the CMS sends to visitors, in the visitor's language ('en' or 'id'). Every link
 * points at the public site (SITE_URL), whose screens finish the step through GraphQL.
 */
type Locale = 'en' | 'id'

const siteURL = () => cmsSettings.siteURL
const brand = () => cmsSettings.siteName

export const localeOfUser = (user: unknown): Locale => localeFrom((user as { language?: string } | null)?.language)

/** An absolute address on the site in a language, with a query string. */
export const siteLink = (path: string, locale: Locale, query: Record<string, string>) =>
  `${siteURL()}${locale === 'id' ? '/id' : ''}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A plain, accessible email body: a greeting, a paragraph (and a table of rows), one button-like link and a note. */
export const emailHTML = (lines: {
  greeting: string
  text: string
  rows?: [string, string][]
  link: string
  action: string
  note: string
}) => `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.text)}</p>
${lines.rows?.length ? `<table cellpadding="4">\n${lines.rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}\n</table>\n` : ''}<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:10px 16px;background:#f79226;color:#000;text-decoration:none;border-radius:4px">${escapeHtml(lines.action)}</a></p>
<p>${escapeHtml(lines.link)}</p>
<p style="color:#555">${escapeHtml(lines.note)}</p>
<p>${escapeHtml(brand())}</p>
</body></html>`

/** "Halo, Budi," / "Hello, Budi,"; "Halo," / "Hello," when there is no name a greeting may show. */
export function greeting(locale: Locale, person: unknown): string {
  const name = greetingName((person as { name?: unknown } | null)?.name)
  const hello = locale === 'id' ? 'Halo' : 'Hello'
  return name ? `${hello}, ${name},` : `${hello},`
}

export const verifyEmail = {
  subject: (user: unknown) =>
    localeOfUser(user) === 'id' ? `Konfirmasi email Anda untuk ${brand()}` : `Confirm your email for ${brand()}`,
  html: (user: unknown, token: string) => {
    const locale = localeOfUser(user)
    const link = siteLink('/login/', locale, { verify: token })
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: 'Terima kasih telah membuat akun. Konfirmasi alamat email Anda untuk mulai masuk.',
          link,
          action: 'Konfirmasi email',
          note: 'Jika Anda tidak membuat akun ini, abaikan email ini.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: 'Thank you for creating an account. Confirm your email address to start logging in.',
          link,
          action: 'Confirm my email',
          note: 'If you did not create this account, ignore this email.',
        })
  },
}

export const resetEmail = {
  subject: (user: unknown) =>
    localeOfUser(user) === 'id' ? `Atur ulang kata sandi ${brand()} Anda` : `Reset your ${brand()} password`,
  html: (user: unknown, token: string) => {
    const locale = localeOfUser(user)
    const link = siteLink('/forgot-password/reset/', locale, { token })
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: 'Seseorang meminta kata sandi baru untuk akun Anda. Tautan ini berlaku selama satu jam.',
          link,
          action: 'Pilih kata sandi baru',
          note: 'Jika bukan Anda yang meminta, abaikan email ini: kata sandi Anda tidak berubah.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: 'Someone asked for a new password for your account. This link works for one hour.',
          link,
          action: 'Choose a new password',
          note: 'If it was not you, ignore this email: your password stays as it is.',
        })
  },
}

export const subscribeEmail = {
  subject: (locale: Locale) =>
    locale === 'id' ? `Konfirmasi langganan ${brand()} Anda` : `Confirm your ${brand()} subscription`,
  html: (locale: Locale, token: string, user: { name?: string | null }) => {
    const link = siteLink('/subscribe/', locale, { confirm: token })
    const unsubscribe = siteLink('/subscribe/', locale, { unsubscribe: token })
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: 'Konfirmasi langganan Anda untuk menerima berita kami.',
          link,
          action: 'Konfirmasi langganan',
          note: `Tidak ingin menerima email kami? Berhenti berlangganan: ${unsubscribe}`,
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: 'Confirm your subscription to receive our news.',
          link,
          action: 'Confirm my subscription',
          note: `Do not want our emails? Unsubscribe: ${unsubscribe}`,
        })
  },
}

/** To the new address of an email change: the link that makes it the account's address. */
export const emailChangeEmail = {
  subject: (user: unknown) =>
    localeOfUser(user) === 'id'
      ? `Konfirmasi alamat email baru Anda untuk ${brand()}`
      : `Confirm your new email address for ${brand()}`,
  html: (user: unknown, newEmail: string, token: string) => {
    const locale = localeOfUser(user)
    const link = siteLink('/login/', locale, { 'email-change': token })
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: `Seseorang meminta agar ${newEmail} menjadi alamat email akun ${brand()}. Alamat berubah setelah Anda membuka tautan ini (berlaku 24 jam).`,
          link,
          action: 'Konfirmasi alamat baru',
          note: 'Jika bukan Anda yang meminta, abaikan email ini: tidak ada yang berubah.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: `Someone asked for ${newEmail} to become the email address of a ${brand()} account. The address changes once you open this link (it works for 24 hours).`,
          link,
          action: 'Confirm the new address',
          note: 'If it was not you, ignore this email: nothing changes.',
        })
  },
}

/** To the old address: an email change was asked for, and later, it was made. */
export const emailChangedEmail = {
  requestedSubject: (user: unknown) =>
    localeOfUser(user) === 'id'
      ? `Permintaan mengganti email akun ${brand()} Anda`
      : `A request to change your ${brand()} account's email`,
  requestedHtml: (user: unknown, newEmail: string) => {
    const locale = localeOfUser(user)
    const link = siteLink('/forgot-password/', locale, {})
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: `Seseorang yang mengetahui kata sandi Anda meminta agar email akun Anda diganti menjadi ${newEmail}. Email belum berubah: pemilik alamat baru harus mengonfirmasinya dulu.`,
          link,
          action: 'Bukan saya: ganti kata sandi',
          note: 'Jika Anda yang meminta, abaikan email ini.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: `Someone who knows your password asked for your account's email to become ${newEmail}. Nothing has changed yet: the owner of the new address has to confirm it first.`,
          link,
          action: 'Not me: change my password',
          note: 'If it was you, ignore this email.',
        })
  },
  doneSubject: (user: unknown) =>
    localeOfUser(user) === 'id'
      ? `Email akun ${brand()} Anda telah diganti`
      : `Your ${brand()} account's email was changed`,
  doneHtml: (user: unknown, newEmail: string) => {
    const locale = localeOfUser(user)
    const link = siteLink('/forgot-password/', locale, {})
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: `Email akun Anda sekarang ${newEmail}. Alamat ini tidak lagi dipakai untuk masuk.`,
          link,
          action: 'Bukan saya: minta bantuan',
          note: 'Jika Anda yang mengganti, abaikan email ini.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: `Your account's email is now ${newEmail}. This address no longer signs in.`,
          link,
          action: 'Not me: get help',
          note: 'If you made the change, ignore this email.',
        })
  },
}

/**
 * To the owner of an address someone tried to use again: registering it, or making it another
 * account's email. The answer to whoever tried is the one a new address gets (nobody learns that
 * the address has an account); its owner learns it here instead.
 */
export const addressInUseEmail = {
  subject: (user: unknown) =>
    localeOfUser(user) === 'id'
      ? `Seseorang mencoba memakai email Anda di ${brand()}`
      : `Someone tried to use your email address at ${brand()}`,
  html: (user: unknown, attempt: 'register' | 'email-change') => {
    const locale = localeOfUser(user)
    const link = siteLink('/forgot-password/', locale, {})
    const what = {
      en: { register: 'to create a new account', 'email-change': 'as the email address of another account' },
      id: { register: 'untuk membuat akun baru', 'email-change': 'sebagai alamat email akun lain' },
    }[locale][attempt]
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: `Seseorang mencoba memakai alamat ini ${what}. Alamat ini sudah memiliki akun, jadi tidak ada yang berubah.`,
          link,
          action: 'Lupa kata sandi? Pilih yang baru',
          note: 'Jika itu Anda, masuk dengan akun yang sudah ada. Jika bukan, abaikan email ini.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: `Someone tried to use this address ${what}. It already has an account, so nothing changed.`,
          link,
          action: 'Forgot your password? Choose a new one',
          note: 'If it was you, log in with your existing account. If not, ignore this email.',
        })
  },
}

/** The buyer's enquiry as the copy sent to them lists it: label and value in their language. */
export type EnquiryCopy = {
  development: string
  unitType: string | null
  replyBy: 'phone' | 'whatsapp' | 'email' | string
  contact: string | null
  message: string | null
}

const enquiryCopyLabels = {
  en: {
    development: 'Development',
    unitType: 'Unit type',
    replyBy: 'Reply by',
    contact: 'Contact',
    message: 'Message',
    channels: { phone: 'Phone call', whatsapp: 'WhatsApp', email: 'Email' } as Record<string, string>,
  },
  id: {
    development: 'Proyek',
    unitType: 'Tipe unit',
    replyBy: 'Dibalas lewat',
    contact: 'Kontak',
    message: 'Pesan',
    channels: { phone: 'Telepon', whatsapp: 'WhatsApp', email: 'Email' } as Record<string, string>,
  },
}

/**
 * To a signed-in buyer, at their account's (confirmed) address: a copy of the enquiry they sent,
 * and a link to their enquiry history on the profile.
 */
export const enquiryCopyEmail = {
  subject: (user: unknown, development: string) => {
    const title = development.replace(/[\r\n]+/g, ' ')
    return localeOfUser(user) === 'id' ? `Pertanyaan Anda tentang ${title}` : `Your enquiry about ${title}`
  },
  html: (user: unknown, enquiry: EnquiryCopy) => {
    const locale = localeOfUser(user)
    const labels = enquiryCopyLabels[locale]
    const rows: [string, string][] = [
      [labels.development, enquiry.development],
      ...(enquiry.unitType ? [[labels.unitType, enquiry.unitType] as [string, string]] : []),
      [labels.replyBy, labels.channels[enquiry.replyBy] ?? enquiry.replyBy],
      ...(enquiry.contact ? [[labels.contact, enquiry.contact] as [string, string]] : []),
      [labels.message, enquiry.message || '-'],
    ]
    const link = siteLink('/profile/', locale, {})
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', user),
          text: `Terima kasih. Tim penjualan ${enquiry.development} telah menerima pertanyaan Anda dan akan segera menghubungi Anda. Ini salinannya:`,
          rows,
          link,
          action: 'Lihat riwayat pertanyaan Anda',
          note: 'Status setiap pertanyaan tampil di profil Anda.',
        })
      : emailHTML({
          greeting: greeting('en', user),
          text: `Thank you. The sales team of ${enquiry.development} has your enquiry and will get back to you soon. Here is a copy:`,
          rows,
          link,
          action: 'See your enquiry history',
          note: 'Your profile shows the status of each enquiry.',
        })
  },
}

/** A construction progress update as its email tells it, in the subscriber's language. */
export type ProgressNews = {
  development: string
  /** The development's page, without the language prefix. */
  path: string
  title: string
  summary: string
  cluster: string | null
  percent: number
  date: string
}

/**
 * To a confirmed subscriber of a development's updates: a new construction progress update, with
 * a link to the development's timeline and the subscriber's own unsubscribe link.
 */
export const progressUpdateEmail = {
  subject: (locale: Locale, news: ProgressNews) => {
    const development = news.development.replace(/[\r\n]+/g, ' ')
    const percent = wholePercent(news.percent)
    return locale === 'id'
      ? `Progres pembangunan ${development}: ${percent}%`
      : `Construction progress at ${development}: ${percent}%`
  },
  html: (locale: Locale, news: ProgressNews, subscriber: { name?: string | null; token: string }) => {
    const link = `${siteLink(news.path, locale, {})}#${progressSectionId}`
    const unsubscribe = siteLink('/subscribe/', locale, { unsubscribe: subscriber.token })
    const date = formatDay(news.date, cmsSettings.siteTimeZone, locale)
    const percent = `${wholePercent(news.percent)}%`
    return locale === 'id'
      ? emailHTML({
          greeting: greeting('id', subscriber),
          text: `Ada kabar baru dari pembangunan ${news.development}:`,
          rows: [
            ['Kabar', news.title],
            ['Tanggal', date],
            ...(news.cluster ? [['Klaster', news.cluster] as [string, string]] : []),
            ['Progres', percent],
            ['Rincian', news.summary],
          ],
          link,
          action: 'Lihat linimasa pembangunan',
          note: `Anda menerima email ini karena berlangganan kabar ${news.development}. Berhenti berlangganan: ${unsubscribe}`,
        })
      : emailHTML({
          greeting: greeting('en', subscriber),
          text: `There is news from the building site of ${news.development}:`,
          rows: [
            ['Update', news.title],
            ['Date', date],
            ...(news.cluster ? [['Cluster', news.cluster] as [string, string]] : []),
            ['Progress', percent],
            ['Details', news.summary],
          ],
          link,
          action: 'See the construction timeline',
          note: `You get this email because you subscribed to the updates of ${news.development}. Unsubscribe: ${unsubscribe}`,
        })
  },
}
