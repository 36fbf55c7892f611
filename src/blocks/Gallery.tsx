import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { translator } from '../lib/i18n'
import type { BlockProps } from './types'
import { useMounted } from '../components/useMounted'
import { galleryStrings } from './Gallery.strings'

const text = translator(galleryStrings)

export const query = graphql`
  fragment GalleryBlock on CMS_GalleryBlock {
    heading
    images {
      id
      caption
      image {
        ...CmsImage
      }
    }
  }
`

type Item = NonNullable<NonNullable<Queries.GalleryBlockFragment['images']>[number]>

/**
 * A responsive grid of images; each opens a lightbox (a modal <dialog>) with its caption. In the
 * lightbox the arrow keys and buttons move between images, Esc or the close button closes it,
 * and focus returns to the image that opened it.
 */
export function Gallery({ block, index }: BlockProps<Queries.GalleryBlockFragment>) {
  const { lang } = useLanguage()
  const ready = useMounted()
  const items = (block.images ?? []).filter((i): i is Item => Boolean(i?.image))
  const dialog = useRef<HTMLDialogElement>(null)
  const openers = useRef<(HTMLButtonElement | null)[]>([])
  const [current, setCurrent] = useState<number | null>(null)
  const headingId = `block-${index}-gallery`
  const total = items.length

  const opened = useRef(0)
  const closeButton = useRef<HTMLButtonElement>(null)

  const open = (i: number) => {
    opened.current = i
    setCurrent(i)
    dialog.current?.showModal()
    closeButton.current?.focus()
  }
  const move = useCallback((step: number) => setCurrent((c) => (c === null ? c : (c + step + total) % total)), [total])

  // Closing by Esc, by the button or by the backdrop: focus goes back to the image that opened it.
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    const onClose = () => {
      setCurrent(null)
      openers.current[opened.current]?.focus()
    }
    el.addEventListener('close', onClose)
    return () => el.removeEventListener('close', onClose)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      move(1)
      event.preventDefault()
    }
    if (event.key === 'ArrowLeft') {
      move(-1)
      event.preventDefault()
    }
  }

  if (!total) return null
  const shown = current === null ? null : items[current]
  return (
    <section
      className="section container block-gallery"
      data-block="gallery"
      data-ready={ready || undefined}
      aria-labelledby={block.heading ? headingId : undefined}
    >
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <ul className="block-gallery__grid">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <figure>
              <button
                type="button"
                className="block-gallery__open"
                ref={(el) => {
                  openers.current[i] = el
                }}
                onClick={() => open(i)}
                aria-label={text(lang, 'openImage', {
                  n: i + 1,
                  total,
                  caption: item.caption ?? item.image?.alt ?? '',
                })}
              >
                <CmsImage image={item.image} sizes="(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw" />
              </button>
              {item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys and a click on the backdrop, beside the dialog's own buttons */}
      <dialog
        ref={dialog}
        className="lightbox"
        aria-labelledby={`${headingId}-caption`}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current?.close()
        }}
      >
        {shown ? (
          <figure className="lightbox__figure">
            <CmsImage image={shown.image} sizes="100vw" className="lightbox__image" />
            <figcaption id={`${headingId}-caption`}>
              <span className="lightbox__caption">{shown.caption ?? shown.image?.alt}</span>{' '}
              <span className="lightbox__count">{text(lang, 'imageOf', { n: (current ?? 0) + 1, total })}</span>
            </figcaption>
          </figure>
        ) : null}
        <div className="lightbox__controls">
          <button
            type="button"
            className="lightbox__button"
            onClick={() => move(-1)}
            aria-label={text(lang, 'previousImage')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__button"
            onClick={() => move(1)}
            aria-label={text(lang, 'nextImage')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__close"
            onClick={() => dialog.current?.close()}
            ref={closeButton}
          >
            {text(lang, 'close')}
          </button>
        </div>
      </dialog>
    </section>
  )
}
