import { graphql, Link } from 'gatsby'
import { kindLabel } from '../lib/i18n'
import { developmentPath, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'

export const query = graphql`
  fragment ProjectCard on CMS_Project {
    id
    slug
    title
    kind
    summary
    address
    heroImage { ...CmsImage }
  }
`

export function ProjectCard({ project }: { project: Queries.ProjectCardFragment }) {
  const { lang } = useLanguage()
  return (
    <article className="card">
      <CmsImage image={project.heroImage} sizes="(min-width: 960px) 33vw, 100vw" className="card__image" />
      <div className="card__body">
        <p className="eyebrow">{kindLabel(project.kind, lang)}</p>
        <h3 className="card__title">
          <Link to={localizePath(developmentPath(project.kind!, project.slug!), lang)}>{project.title}</Link>
        </h3>
        <p>{project.summary}</p>
      </div>
    </article>
  )
}
