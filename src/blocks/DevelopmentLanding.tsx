import { graphql, Link } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { StaticPart } from '../components/StaticPart'
import { formatPriceShort, kindLabel, translator } from '../lib/i18n'
import { developmentPath, localizePath } from '../lib/routes'
import { CmsForm } from './FormBlock'
import type { BlockProps } from './types'
import { unitStrings } from '../components/units.strings'
import { landingStrings } from './DevelopmentLanding.strings'

const text = translator(unitStrings)
const landingText = translator(landingStrings)

export const query = graphql`
  fragment DevelopmentLandingBlock on CMS_DevelopmentLandingBlock {
    heading
    showUnitTypes
    keyFigures {
      value
      label
    }
    enquiryForm {
      ...CmsForm
    }
    project {
      id
      title
      slug
      kind
      summary
      heroImage {
        ...CmsImage
      }
      unitTypes {
        docs {
          id
          name
          bedrooms
          bathrooms
          buildingArea
          landArea
          price
        }
      }
    }
  }
`

/**
 * A landing section for one development: hero, key figures, its unit types and an enquiry form.
 * All but the form is static (StaticPart): the browser keeps the server's HTML.
 */
export function DevelopmentLanding({ block, first, index }: BlockProps<Queries.DevelopmentLandingBlockFragment>) {
  const { lang } = useLanguage()
  const project = block.project
  if (!project) return null
  const headingId = `block-${index}-development`
  const units = block.showUnitTypes ? (project.unitTypes?.docs ?? []).filter(Boolean) : []
  const detailsPath =
    project.kind && project.slug ? localizePath(developmentPath(project.kind, project.slug), lang) : null
  return (
    <section className="block-development" data-block="developmentLanding" aria-labelledby={headingId}>
      <StaticPart className="hero hero--compact">
        {() => (
          <>
            <CmsImage image={project.heroImage} priority={first} className="hero__image" />
            <div className="hero__content container">
              <p className="eyebrow block-development__kind">{kindLabel(project.kind, lang)}</p>
              <h2 id={headingId}>{block.heading || project.title}</h2>
              {project.summary ? <p className="hero__lead">{project.summary}</p> : null}
              {detailsPath ? (
                <p>
                  <Link to={detailsPath} className="button">
                    {landingText(lang, 'viewDevelopment')}
                    <span className="visually-hidden">: {project.title}</span>
                  </Link>
                </p>
              ) : null}
            </div>
          </>
        )}
      </StaticPart>
      <div className="container section">
        <StaticPart className="block-development__facts">
          {() => (
            <>
              {block.keyFigures?.length ? (
                <dl className="block-development__figures" aria-label={landingText(lang, 'keyFigures')}>
                  {block.keyFigures.map((f, i) => (
                    <div key={i}>
                      <dt>{f?.label}</dt>
                      <dd>{f?.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {units.length ? (
                <>
                  <h3>{text(lang, 'unitTypes')}</h3>
                  <div className="table-scroll">
                    <table className="block-development__units">
                      <thead>
                        <tr>
                          <th scope="col">{text(lang, 'unitTypes')}</th>
                          <th scope="col">{text(lang, 'bedrooms')}</th>
                          <th scope="col">{text(lang, 'bathrooms')}</th>
                          <th scope="col">{text(lang, 'buildingArea')}</th>
                          <th scope="col">{text(lang, 'landArea')}</th>
                          <th scope="col">{text(lang, 'price')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {units.map((u) => (
                          <tr key={u!.id}>
                            <th scope="row">{u!.name}</th>
                            <td>{u!.bedrooms}</td>
                            <td>{u!.bathrooms}</td>
                            <td>{u!.buildingArea} m²</td>
                            <td>{u!.landArea ? `${u!.landArea} m²` : '–'}</td>
                            <td>
                              {u!.price != null ? `${text(lang, 'from')} ${formatPriceShort(u!.price, lang)}` : '–'}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              ) : null}
            </>
          )}
        </StaticPart>
        {block.enquiryForm ? (
          <div className="block-development__enquiry">
            <h3 id={`${headingId}-enquiry`}>{landingText(lang, 'askAbout', { name: project.title ?? '' })}</h3>
            <CmsForm form={block.enquiryForm} idPrefix={`block-${index}-enquiry`} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
