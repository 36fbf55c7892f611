import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { ShellForm } from '../components/ShellForm'
import { SimpleScreen } from '../components/SimpleScreen'
import { t, type Lang } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { developmentPath, localizePath } from '../lib/routes'

type Data = Queries.SubscribeQuery

type Project = NonNullable<NonNullable<NonNullable<Data['cms']['Projects']>['docs']>[number]> | undefined

const texts = (lang: Lang, project: Project) =>
  project
    ? { title: t(lang, 'subscribeProjectTitle', { name: project.title! }), intro: t(lang, 'subscribeProjectIntro', { name: project.title! }) }
    : { title: t(lang, 'subscribeTitle'), intro: t(lang, 'subscribeIntro') }

/** /subscribe/ (the city's news) and /subscribe/{development}/ (one development's updates). */
export default function Subscribe({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const project = data.cms.Projects?.docs?.[0] ?? undefined
  const { title, intro } = texts(lang, project)
  return (
    <SimpleScreen title={title} intro={intro}>
      {project ? (
        <p><Link to={localizePath(developmentPath(project.kind!, project.slug!), lang)}>{project.title}</Link></p>
      ) : null}
      <ShellForm
        submit="subscribe"
        fields={[
          { name: 'name', label: 'name', autoComplete: 'name' },
          { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
        ]}
      />
    </SimpleScreen>
  )
}

export const query = graphql`
  query Subscribe($id: Int = 0, $locale: CMS_LocaleInputType!) {
    cms {
      Projects(where: { id: { equals: $id } }, locale: $locale, limit: 1) { docs { title slug kind } }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, PageContext>) {
  const { title, intro } = texts(pageContext.lang, data.cms.Projects?.docs?.[0] ?? undefined)
  return <Seo title={title} description={intro} path={location.pathname} />
}
