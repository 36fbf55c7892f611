import { wholePercent } from '@lestari/model/progress'
import { translator, type Lang } from '../lib/i18n'
import { progressTimelineStrings } from './ProgressTimeline.strings'
import '../styles/progress.css'

const text = translator(progressTimelineStrings)

/** How far building has come, as text; the bar beside it shows the same to the eye, so screen readers skip it. */
export function ProgressPercent({ percent, lang }: { percent: number | null | undefined; lang: Lang }) {
  const whole = wholePercent(percent)
  return (
    <p className="progress-percent">
      <span>{text(lang, 'built', { percent: whole })}</span>
      <progress max={100} value={whole} aria-hidden="true" />
    </p>
  )
}
