import { graphql } from 'gatsby'
import { translator } from '../lib/i18n'
import { mediaPath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'
import { brochureStrings } from './BrochureList.strings'

const text = translator(brochureStrings)

export const query = graphql`
  fragment Brochure on CMS_File {
    id
    title
    url
    filesize
    category {
      title
    }
  }
`

const size = (bytes: number | null | undefined) =>
  !bytes
    ? ''
    : bytes < 1024 * 1024
      ? `, ${Math.max(1, Math.round(bytes / 1024))} KB`
      : `, ${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Downloadable PDFs: title, category and size, so a visitor on a slow network knows what comes. */
export function BrochureList({ files }: { files: readonly Queries.BrochureFragment[] }) {
  const { lang } = useLanguage()
  return (
    <ul className="brochures">
      {files.map((f) => (
        <li key={f.id}>
          <a href={mediaPath(f.url)} download className="brochures__link">
            <span className="brochures__title">
              {text(lang, 'download')}: {f.title}
            </span>
            <span className="brochures__meta">
              {f.category?.title ? `${f.category.title} · ` : ''}PDF{size(f.filesize)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
