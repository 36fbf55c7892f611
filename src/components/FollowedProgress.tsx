import { Link } from 'gatsby'
import { progressSectionId } from '@lestari/model/progress'
import { formatDate, localeOf, translator, type Lang } from '../lib/i18n'
import { developmentPath, localizePath } from '../lib/routes'
import { followedProgressStrings } from './FollowedProgress.strings'
import { ProgressPercent } from './ProgressPercent'
import { useLiveAnswer } from './useLiveAnswer'

const text = translator(followedProgressStrings)

type Followed = {
  development: { title: string | null; slug: string | null; kind: string | null }
  title: string | null
  summary: string | null
  cluster: string | null
  percent: number
  date: string
}

/**
 * The CMS answers a signed-in buyer with the developments they saved or enquired about
 * (cms/src/collections/ProgressUpdates/mine.ts).
 */
const MY_PROGRESS = `query MyDevelopmentProgress($locale: String) {
  myDevelopmentProgress(locale: $locale) {
    development { title slug kind } title summary cluster percent date
  }
}`

/** The latest construction progress of each development the buyer follows, with a link to its timeline. */
export function FollowedProgress({ lang }: { lang: Lang }) {
  const { answer, problem } = useLiveAnswer<{ myDevelopmentProgress: Followed[] }>(
    MY_PROGRESS,
    { locale: localeOf(lang) },
    lang,
  )
  const followed = answer?.myDevelopmentProgress ?? null
  return (
    <section className="followed-progress" aria-labelledby="followed-progress-title">
      <h2 id="followed-progress-title">{text(lang, 'heading')}</h2>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : followed === null ? null : followed.length ? (
        <ul className="followed-progress__list" data-followed-progress>
          {followed.map(({ development, ...update }) => (
            <li key={development.slug}>
              <strong>{development.title}</strong>
              <br />
              <time dateTime={update.date.slice(0, 10)}>{formatDate(update.date, lang)}</time>
              {update.cluster ? ` · ${update.cluster}` : ''}: {update.title}
              <ProgressPercent percent={update.percent} lang={lang} />
              {update.summary ? <p>{update.summary}</p> : null}
              {development.slug && development.kind ? (
                <Link
                  to={`${localizePath(developmentPath(development.kind, development.slug), lang)}#${progressSectionId}`}
                >
                  {text(lang, 'seeTimeline', { development: development.title ?? '' })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
