import { t } from './i18n'
import { localizePath, offlinePagePath, splitLangPath } from './routes'

/**
 * When Gatsby cannot load a page's resources it stops rendering ("page resources for … not
 * found") and leaves the HTML it has. That is the full static page after a normal load, but an
 * empty shell when the service worker answered with its app shell: a blank page. This fills an
 * empty root with a translated message and links, so the visitor is never left with nothing;
 * offline, one of them leads to the pages saved on the device.
 */
export function showPageFailed(doc: Document = document) {
  const root = doc.getElementById('___gatsby')
  if (!root || root.textContent?.trim()) return false
  const { lang } = splitLangPath(doc.location.pathname)
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  const box = doc.createElement('div')
  box.className = 'container section page-failed'
  box.setAttribute('role', 'alert')
  const heading = doc.createElement('h1')
  heading.textContent = t(lang, 'pageFailed')
  const text = doc.createElement('p')
  text.textContent = offline ? t(lang, 'pageFailedOffline') : ''
  const actions = doc.createElement('p')
  const retry = doc.createElement('a')
  retry.className = 'button'
  retry.href = doc.location.href
  retry.textContent = t(lang, 'tryAgain')
  const home = doc.createElement('a')
  home.href = localizePath('/', lang)
  home.textContent = t(lang, 'backHome')
  home.style.marginLeft = '1rem'
  actions.append(retry, home)
  if (offline) {
    const saved = doc.createElement('a')
    saved.href = localizePath(offlinePagePath, lang)
    saved.textContent = t(lang, 'savedPages')
    saved.style.marginLeft = '1rem'
    actions.append(saved)
  }
  const main = doc.createElement('main')
  main.id = 'main'
  main.append(box)
  box.append(heading, ...(text.textContent ? [text] : []), actions)
  root.append(main)
  doc.documentElement.lang = lang === 'ID' ? 'id' : 'en'
  doc.title = t(lang, 'pageFailed')
  return true
}
