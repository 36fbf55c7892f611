import { graphql } from 'gatsby'
import { progressSectionId } from '@lestari/model/progress'
import { formatDate, translator } from '../lib/i18n'
import { CmsImage } from './CmsImage'
import { contentLang } from './EnglishOnly'
import { useLanguage } from './LanguageProvider'
import { ProgressPercent } from './ProgressPercent'
import { StaticPart } from './StaticPart'
import { progressTimelineStrings } from './ProgressTimeline.strings'

const text = translator(progressTimelineStrings)

export const query = graphql`
  fragment ProgressUpdate on CMS_ProgressUpdate {
    remoteId
    title
    cluster
    date
    percent
    summary
    englishOnly
    photos {
      image {
        ...CmsImage
      }
    }
  }
`

/**
 * A development's construction progress, newest first: each update's date, cluster, how far
 * building has come, its text and photos. Static HTML: nothing of it runs in the browser.
 */
export function ProgressTimeline({ updates }: { updates: readonly Queries.ProgressUpdateFragment[] }) {
  const { lang } = useLanguage()
  if (!updates.length) return null
  return (
    <StaticPart
      as="section"
      id={progressSectionId}
      aria-labelledby="progress-heading"
      className="progress-timeline"
      data-pagefind-ignore
    >
      {() => (
        <>
          <h2 id="progress-heading">{text(lang, 'heading')}</h2>
          <ol className="progress-timeline__list">
            {updates.map((update) => {
              const inEnglish = contentLang(update.englishOnly, lang)
              const photos = (update.photos ?? []).flatMap((photo) => (photo?.image?.url ? [photo.image] : []))
              return (
                <li key={update.remoteId} className="progress-timeline__item" data-progress-update={update.remoteId}>
                  <p className="progress-timeline__when">
                    <time dateTime={update.date?.slice(0, 10)}>{update.date ? formatDate(update.date, lang) : ''}</time>
                    {update.cluster ? <span lang={inEnglish}> · {update.cluster}</span> : null}
                  </p>
                  <h3 lang={inEnglish}>{update.title}</h3>
                  <ProgressPercent percent={update.percent} lang={lang} />
                  <p lang={inEnglish}>{update.summary}</p>
                  {photos.length ? (
                    <ul className="progress-timeline__photos" aria-label={text(lang, 'photos')}>
                      {photos.map((image, i) => (
                        <li key={i}>
                          <CmsImage image={image} sizes="(min-width: 960px) 15rem, 45vw" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </>
      )}
    </StaticPart>
  )
}
