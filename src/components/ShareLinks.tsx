import { useState } from 'react'
import { shareLinks } from '@lestari/model/contact-links'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { shareStrings } from './ShareLinks.strings'

const text = translator(shareStrings)

/**
 * Share a page: links to each network's share page and a button that copies the address with the
 * Clipboard API, confirming in a status message (or showing the address to copy by hand when the
 * browser refuses).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { lang } = useLanguage()
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <section className="share" aria-labelledby="share-heading" data-pagefind-ignore>
      <h2 id="share-heading" className="share__heading">
        {text(lang, 'share')}
      </h2>
      <ul className="share__list">
        {shareLinks(url, title).map((s) => (
          <li key={s.network}>
            <a
              className="share__link"
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={text(lang, 'shareOn', { network: s.network })}
            >
              {s.network}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__link share__copy" onClick={() => void copy()}>
            {text(lang, 'copyLink')}
          </button>
        </li>
      </ul>
      <p className="share__status" role="status">
        {status === 'copied'
          ? text(lang, 'linkCopied')
          : status === 'failed'
            ? text(lang, 'copyThisAddress', { url })
            : ''}
      </p>
    </section>
  )
}
