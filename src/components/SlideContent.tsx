import { CmsImage } from './CmsImage'
import { CmsLink } from './CmsLink'
import { useLanguage } from './LanguageProvider'
import { translator } from '../lib/i18n'
import { sliderStrings } from '../blocks/slider.strings'

const text = translator(sliderStrings)

/** One slide of the slider block: the static strip (src/blocks/Slider.tsx) and Swiper (SliderSwiper.tsx) both render it. */
export type Slide = NonNullable<NonNullable<Queries.SliderBlockFragment['slides']>[number]>

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function SlideContent({
  slide,
  index,
  total,
  first,
}: {
  slide: Slide
  index: number
  total: number
  first: boolean
}) {
  const { lang } = useLanguage()
  return (
    <div
      className="slide"
      role="group"
      aria-roledescription="slide"
      aria-label={text(lang, 'slideOf', { n: index + 1, total })}
    >
      <CmsImage
        image={slide.image}
        className="slide__image"
        priority={first && index === 0}
        sizes="(min-width: 1200px) 1200px, 100vw"
      />
      <div className="slide__body">
        <h3 className="slide__heading">{slide.heading}</h3>
        {slide.text ? <p>{slide.text}</p> : null}
        {slide.link?.url ? (
          <CmsLink link={{ label: slide.link.label ?? null, url: slide.link.url }} className="button" />
        ) : null}
      </div>
    </div>
  )
}
