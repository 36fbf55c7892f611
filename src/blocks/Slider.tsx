import { lazy, Suspense } from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { CmsLink } from '../components/Layout'
import { useLanguage } from '../components/LanguageProvider'
import { t } from '../lib/i18n'
import type { BlockProps } from './types'
import { useMounted } from './useMounted'

export const query = graphql`
  fragment SliderBlock on CMS_SliderBlock {
    heading
    autoplay
    interval
    slides {
      id
      heading
      text
      image { ...CmsImage }
      link { label url }
    }
  }
`

export type Slide = NonNullable<NonNullable<Queries.SliderBlockFragment['slides']>[number]>

// Swiper lives in its own chunk, fetched only by pages that have a slider, after they mount.
const SwiperSlides = lazy(() => import(/* webpackChunkName: "block-slider-swiper" */ './SliderSwiper'))

export function SlideContent({ slide, index, total, first }: { slide: Slide; index: number; total: number; first: boolean }) {
  const { lang } = useLanguage()
  return (
    <div className="slide" role="group" aria-roledescription="slide" aria-label={t(lang, 'slideOf', { n: index + 1, total })}>
      <CmsImage image={slide.image} className="slide__image" priority={first && index === 0} sizes="(min-width: 1200px) 1200px, 100vw" />
      <div className="slide__body">
        <h3 className="slide__heading">{slide.heading}</h3>
        {slide.text ? <p>{slide.text}</p> : null}
        {slide.link?.url ? <CmsLink link={{ label: slide.link.label ?? null, url: slide.link.url }} className="button" /> : null}
      </div>
    </div>
  )
}

/** Server-rendered slides: a horizontal scroll-snap strip that works without JavaScript. */
function StaticSlides({ slides, first }: { slides: Slide[]; first: boolean }) {
  return (
    <ul className="slider__strip">
      {slides.map((s, i) => (
        <li key={s.id ?? i}><SlideContent slide={s} index={i} total={slides.length} first={first} /></li>
      ))}
    </ul>
  )
}

/**
 * Slides with image, heading, text and link. Swiper (touch, buttons, keyboard arrows, autoplay
 * that pauses on hover and focus and stays off under prefers-reduced-motion) is loaded after
 * mount; until then, and without JavaScript, the slides are a scrollable strip.
 */
export function Slider({ block, first, index }: BlockProps<Queries.SliderBlockFragment>) {
  const { lang } = useLanguage()
  const mounted = useMounted()
  const slides = (block.slides ?? []).filter((s): s is Slide => Boolean(s))
  if (!slides.length) return null
  const headingId = `block-${index}-slider`
  const fallback = <StaticSlides slides={slides} first={first} />
  return (
    <section className="section container block-slider" data-block="slider" aria-labelledby={block.heading ? headingId : undefined}
      aria-label={block.heading ? undefined : t(lang, 'slider')} aria-roledescription="carousel">
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {mounted ? (
        <Suspense fallback={fallback}>
          <SwiperSlides slides={slides} autoplay={Boolean(block.autoplay)} interval={block.interval ?? 5000} first={first} />
        </Suspense>
      ) : fallback}
    </section>
  )
}
