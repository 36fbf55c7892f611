import { t, translator, type Lang } from './i18n'
import {
  allDevelopments,
  compareUnitPath,
  developmentListPath,
  facilitiesPath,
  isNotFoundPath,
  newsListPath,
  splitLangPath,
  subscribePath,
} from './routes'
import { facilityStrings } from '../templates/facilities.strings'
import { accountStrings } from '../templates/accounts.strings'
import { subscribeStrings } from '../templates/subscribe.strings'
import { compareStrings } from '../components/CompareUnits.strings'

const facilityText = translator(facilityStrings)
const accountText = translator(accountStrings)
const subscribeText = translator(subscribeStrings)
const compareText = translator(compareStrings)

/**
 * The pages this device can open offline: those whose page data is in the Cache Storage that the
 * service worker fills (the pages visited, and the start pages it keeps when it installs).
 */
export type SavedPage = { path: string; title: string }

/** The page a page data address belongs to (`/page-data/id/news/page-data.json` -> `/id/news/`); null for other files. */
export function pagePathOf(urlPath: string): string | null {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(urlPath)
  if (!match || match[1].startsWith('sq/')) return null
  return match[1] === 'index' ? '/' : `/${match[1]}/`
}

/** Screens that are not content: the not-found and offline pages, the service worker's app shell. */
const notContent = (path: string) =>
  isNotFoundPath(path) || /^\/(id\/)?(offline|offline-plugin-app-shell-fallback)\/$/.test(path)

/**
 * A page's title from its page data: the first `title` text of its query result, looked for
 * breadth first and never inside lists (a list page's items have titles of their own).
 */
export function titleOf(pageData: unknown): string | null {
  let level: unknown[] = [(pageData as { result?: { data?: unknown } } | null)?.result?.data]
  for (let depth = 0; depth < 4 && level.length; depth++) {
    const next: unknown[] = []
    for (const value of level) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      const title = (value as { title?: unknown }).title
      if (typeof title === 'string' && title.trim()) return title.trim()
      next.push(...Object.values(value))
    }
    level = next
  }
  return null
}

/**
 * Names of the start pages whose page data holds only lists, and of the screens whose page data
 * has no title of its own (their titles are in their strings): what the list shows for them.
 */
const screenNames: Record<string, (lang: Lang) => string> = {
  '/': (lang) => t(lang, 'home'),
  [newsListPath()]: (lang) => t(lang, 'news'),
  [developmentListPath(allDevelopments)]: (lang) => t(lang, 'developments'),
  [facilitiesPath]: (lang) => facilityText(lang, 'facilities'),
  '/login/': (lang) => t(lang, 'login'),
  '/register/': (lang) => accountText(lang, 'createAccount'),
  '/forgot-password/': (lang) => accountText(lang, 'forgotPassword'),
  '/forgot-password/reset/': (lang) => accountText(lang, 'choosePassword'),
  '/profile/': (lang) => accountText(lang, 'yourProfile'),
  '/search/': (lang) => t(lang, 'search'),
  [compareUnitPath()]: (lang) => compareText(lang, 'title'),
  [subscribePath()]: (lang) => subscribeText(lang, 'subscribeTitle'),
}

/** The saved pages of one language, by title. */
export async function savedPages(lang: Lang): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return []
  const found = new Map<string, SavedPage>()
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const path = pagePathOf(new URL(request.url).pathname)
      if (!path || found.has(path) || notContent(path) || splitLangPath(path).lang !== lang) continue
      const data: unknown = await cache
        .match(request)
        .then((r) => r?.json())
        .catch(() => null)
      const screen = screenNames[splitLangPath(path).path]
      found.set(path, { path, title: titleOf(data) ?? (screen ? screen(lang) : path) })
    }
  }
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title))
}
