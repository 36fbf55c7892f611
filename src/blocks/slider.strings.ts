import { dictionary } from '../lib/i18n'

/** The strings of the slider block. */
export const sliderStrings = dictionary({
  EN: {
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: 'Slide {n} of {total}',
    slider: 'Slider',
    pause: 'Pause automatic slides',
    play: 'Play automatic slides',
  },
  ID: {
    previousSlide: 'Slide sebelumnya',
    nextSlide: 'Slide berikutnya',
    slideOf: 'Slide {n} dari {total}',
    slider: 'Slider',
    pause: 'Jeda slide otomatis',
    play: 'Putar slide otomatis',
  },
})
