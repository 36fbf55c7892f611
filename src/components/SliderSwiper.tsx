import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import swiperCss from '!!raw-loader!swiper/css'
import { useLanguage } from './LanguageProvider'
import { translator } from '../lib/i18n'
import { prefersReducedMotion, SlideContent, type Slide } from './SlideContent'
import { sliderStrings } from '../blocks/slider.strings'

const text = translator(sliderStrings)

type Props = {
  slides: Slide[]
  autoplay: boolean
  interval: number
  first: boolean
  initialSlide: number
  takeFocus: boolean
}

/** The interactive slider (its own chunk, with Swiper and Swiper's stylesheet). */
export default function SliderSwiper({ slides, autoplay, interval, first, initialSlide, takeFocus }: Props) {
  const { lang } = useLanguage()
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [active, setActive] = useState(initialSlide)
  const canPlay = autoplay && !prefersReducedMotion()
  const [playing, setPlaying] = useState(canPlay)

  const nextButton = useRef<HTMLButtonElement>(null)
  // The strip that had keyboard focus is gone: focus goes on where Swiper's controls are.
  useEffect(() => {
    if (takeFocus) nextButton.current?.focus()
  }, [takeFocus])

  useEffect(() => {
    const swiper = swiperRef.current
    if (!swiper?.autoplay) return
    if (playing) swiper.autoplay.start()
    else swiper.autoplay.stop()
  }, [playing])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      swiperRef.current?.slidePrev()
      event.preventDefault()
    }
    if (event.key === 'ArrowRight') {
      swiperRef.current?.slideNext()
      event.preventDefault()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and focus of the slider's own buttons, handled once for all
    <div
      className="slider"
      onKeyDown={onKeyDown}
      // Autoplay waits while a keyboard user is inside the slider.
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={() => (playing ? swiperRef.current?.autoplay?.resume() : undefined)}
    >
      <style>{swiperCss}</style>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={(s) => {
          swiperRef.current = s
          if (!canPlay) s.autoplay?.stop()
        }}
        onSlideChange={(s) => setActive(s.realIndex)}
        loop={slides.length > 2}
        initialSlide={initialSlide}
        speed={prefersReducedMotion() ? 0 : 400}
        autoplay={canPlay ? { delay: interval, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        a11y={{
          enabled: true,
          prevSlideMessage: text(lang, 'previousSlide'),
          nextSlideMessage: text(lang, 'nextSlide'),
          // Each slide labels itself (SlideContent), as in the server-rendered strip.
          slideLabelMessage: '',
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: null,
          slideRole: 'group',
        }}
      >
        {slides.map((s, i) => (
          <SwiperSlide key={s.id ?? i} data-slide-index={i}>
            <SlideContent slide={s} index={i} total={slides.length} first={first} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__button"
          onClick={() => swiperRef.current?.slidePrev()}
          aria-label={text(lang, 'previousSlide')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="slider__status" aria-live={playing ? 'off' : 'polite'}>
          {text(lang, 'slideOf', { n: active + 1, total: slides.length })}
        </p>
        <button
          ref={nextButton}
          type="button"
          className="slider__button"
          onClick={() => swiperRef.current?.slideNext()}
          aria-label={text(lang, 'nextSlide')}
        >
          <span aria-hidden="true">›</span>
        </button>
        {canPlay ? (
          <button
            type="button"
            className="slider__button slider__play"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? text(lang, 'pause') : text(lang, 'play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
