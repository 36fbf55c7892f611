import { graphql, Link } from 'gatsby'
import { salePriceKinds, priceKindOf, type UnitMatch } from '../lib/development-list'
import { formatPriceShort, kindLabel, translator } from '../lib/i18n'
import { developmentPath, kindSegment, localizePath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { Instalment } from './Instalment'
import { SaveButton } from './SaveButton'
import { useLanguage } from './LanguageProvider'
import { unitStrings } from './units.strings'

const text = translator(unitStrings)

export const query = graphql`
  fragment ProjectCard on CMS_Project {
    id
    slug
    title
    kind
    summary
    address
    heroImage {
      ...CmsImage
    }
    priceRange {
      min
      currency
      note
    }
    lots {
      available
      total
    }
  }
`

/** A development's card; under a budget or bedrooms filter, `match` says which of its unit types meet them. */
export function ProjectCard({
  project,
  headingLevel = 3,
  match,
}: {
  project: Queries.ProjectCardFragment
  headingLevel?: 2 | 3
  match?: UnitMatch | null
}) {
  const { lang } = useLanguage()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const price = project.priceRange
  const currency = price?.currency ?? 'IDR'
  // A KPR finances a sale: no instalment for a rent or a price per m².
  const forSale = Boolean(match) || salePriceKinds.includes(priceKindOf(project.kind, price?.note))
  const path = developmentPath(project.kind, project.slug!)
  return (
    <article className="card">
      <CmsImage image={project.heroImage} sizes="(min-width: 960px) 33vw, 100vw" className="card__image" />
      <SaveButton kind="developments" home={{ slug: project.slug!, title: project.title!, path }} />
      <div className="card__body">
        <p className="eyebrow">{kindLabel(kindSegment(project.kind), lang)}</p>
        <Heading className="card__title">
          <Link to={localizePath(path, lang)}>{project.title}</Link>
        </Heading>
        <p>{project.summary}</p>
        <p className="card__price">
          {match
            ? text(lang, match.count === 1 ? 'oneUnitTypeMatches' : 'unitTypesMatch', {
                count: match.count,
                price: formatPriceShort(match.min, lang, currency),
              })
            : price?.min != null
              ? `${text(lang, 'from')} ${formatPriceShort(price.min, lang, currency)}${price.note ? ` ${price.note}` : ''}`
              : text(lang, 'priceToBeAnnounced')}
        </p>
        {forSale ? <Instalment price={match?.min ?? price?.min} as="p" /> : null}
        {project.lots ? <p className="card__lots">{text(lang, 'lotsLeft', project.lots)}</p> : null}
      </div>
    </article>
  )
}
