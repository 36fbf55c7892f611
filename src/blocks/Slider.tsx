import { lazy, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { graphql } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { prefersReducedMotion, SlideContent, type Slide } from '../components/SlideContent'
import { LazyPart } from '../components/LazyPart'
import { StaticPart } from '../components/StaticPart'
import { useNearViewport } from '../components/useNearViewport'
import { translator } from '../lib/i18n'
import type { BlockProps } from './types'
import { sliderStrings } from './slider.strings'

const text = translator(sliderStrings)

export const query = graphql`
  fragment SliderBlock on CMS_SliderBlock {
    heading
    autoplay
    interval
    slides {
      id
      heading
      text
      image {
        ...CmsImage
      }
      link {
        label
        url
      }
    }
  }
`

// Swiper lives in its own chunk, fetched only by pages that have a slider, when it is wanted (see Slider).
const SwiperSlides = lazy(() => import(/* webpackChunkName: "block-slider-swiper" */ '../components/SliderSwiper'))

/**
 * Server-rendered slides: a horizontal scroll-snap strip that works without JavaScript. Static
 * (StaticPart): the browser keeps the server's HTML, so the slides' components do not run at load.
 */
function StaticSlides({ slides, first }: { slides: Slide[]; first: boolean }) {
  return (
    <StaticPart as="ul" className="slider__strip">
      {() =>
        slides.map((s, i) => (
          <li key={s.id ?? i}>
            <SlideContent slide={s} index={i} total={slides.length} first={first} />
          </li>
        ))
      }
    </StaticPart>
  )
}

/**
 * Slides with image, heading, text and link. Server-rendered as a scrollable strip, which works
 * without JavaScript. Swiper (touch, buttons, keyboard arrows, autoplay that pauses on hover and
 * focus and stays off under prefers-reduced-motion) takes over when it is wanted, not at load, so
 * a phone does not run it while the page is starting: when a pointer enters the slider or a
 * finger touches it, or, with autoplay, when the first step is due (the slider near the viewport
 * for one interval, and no keyboard focus inside). Swiper then opens at the slide the strip shows,
 * or the next one for that first step, and takes over keyboard focus if the strip had it.
 */
export function Slider({ block, first, index }: BlockProps<Queries.SliderBlockFragment>) {
  const { lang } = useLanguage()
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section)
  /** Set once Swiper is wanted: the slide it opens at, and whether the strip had keyboard focus (Swiper takes it over). */
  const [start, setStart] = useState<{ slide: number; takeFocus: boolean } | null>(null)
  const slides = useMemo(() => (block.slides ?? []).filter((s): s is Slide => Boolean(s)), [block.slides])
  // One element for the strip, so that the Slider's own renders (the slider coming near the
  // viewport) leave the static strip and its scroll position alone.
  const fallback = useMemo(() => <StaticSlides slides={slides} first={first} />, [slides, first])
  const interval = block.interval ?? 5000
  const autoplay = Boolean(block.autoplay) && slides.length > 1

  /** The slide the strip shows, plus `step`. */
  const wantSwiper = (step: number) => {
    if (start !== null) return
    const strip = section.current?.querySelector<HTMLElement>('.slider__strip')
    const shown = strip && strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0
    setStart({
      slide: (shown + step) % slides.length,
      takeFocus: Boolean(section.current?.contains(document.activeElement)),
    })
  }

  const autoplayStep = useEffectEvent(() => {
    if (!section.current?.contains(document.activeElement)) wantSwiper(1)
  })
  useEffect(() => {
    if (!near || !autoplay || start !== null || prefersReducedMotion()) return
    const timer = setInterval(() => autoplayStep(), interval)
    return () => clearInterval(timer)
  }, [near, autoplay, start, interval])

  if (!slides.length) return null
  const headingId = `block-${index}-slider`
  return (
    <section
      ref={section}
      className="section container block-slider"
      data-block="slider"
      aria-labelledby={block.heading ? headingId : undefined}
      aria-label={block.heading ? undefined : text(lang, 'slider')}
      aria-roledescription="carousel"
      onPointerEnter={() => wantSwiper(0)}
      onTouchStart={() => wantSwiper(0)}
    >
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {start !== null ? (
        <LazyPart fallback={fallback}>
          <SwiperSlides
            slides={slides}
            autoplay={autoplay}
            interval={interval}
            first={first}
            initialSlide={start.slide}
            takeFocus={start.takeFocus}
          />
        </LazyPart>
      ) : (
        fallback
      )}
    </section>
  )
}
