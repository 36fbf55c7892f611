import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { BrochureList } from '../components/BrochureList'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CmsImage } from '../components/CmsImage'
import { DevelopmentEnquiry } from '../components/DevelopmentEnquiry'
import { DevelopmentVisit, visitSectionId } from '../components/DevelopmentVisit'
import { FacilityCard } from '../components/FacilityCard'
import { useLanguage } from '../components/LanguageProvider'
import { LocationDetails } from '../components/LocationDetails'
import { MortgageOpener } from '../components/MortgageOpener'
import { developmentPlace, facilityPlace, PlacesMap } from '../components/PlacesMap'
import { ProgressTimeline } from '../components/ProgressTimeline'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { RichText } from '../components/RichText'
import { SaveButton } from '../components/SaveButton'
import { Seo } from '../components/Seo'
import { ShareLinks } from '../components/ShareLinks'
import { lotsByUnit, SitePlan } from '../components/SitePlan'
import { StaticPart } from '../components/StaticPart'
import { UnitTypesTable } from '../components/UnitTypesTable'
import { WhatsAppButton } from '../components/WhatsAppButton'
import { brandName, siteURL } from '../lib/config'
import { formatPrice, kindLabel, statusLabel, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import {
  allDevelopments,
  compareUnitPath,
  developmentListPath,
  developmentPath,
  kindSegment,
  localizePath,
  mediaPath,
} from '../lib/routes'
import { affordableFilter, isAffordableHome } from '../lib/search'
import { developmentSchemaType, jsonForScript, placeJsonLd, unitOfferJsonLd } from '../lib/structured-data'
import { developmentStrings } from './development.strings'
import { unitStrings } from '../components/units.strings'
import '../styles/developments.css'

const text = translator(developmentStrings)
const unitText = translator(unitStrings)

type Data = Queries.DevelopmentQuery
/** From createDevelopmentPages: the list the page was reached from (its own kind, or `details`). */
export type DevelopmentContext = PageContext & { id: number; segment: string }

const present = <T,>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x != null)

export default function Development({ data, pageContext }: PageProps<Data, DevelopmentContext>) {
  const { lang } = useLanguage()
  const project = data.project!
  const segment = kindSegment(project.kind)
  const price = project.priceRange
  const gallery = present(project.gallery)
  const units = present(project.unitTypes?.docs)
  const facilities = present(project.nearbyFacilities)
  const brochures = present(project.brochures)
  const types = present(project.propertyTypes)
  const tags = present(project.tags)
  const sitePlans = present(project.sitePlans)
  const via = pageContext.segment === allDevelopments ? allDevelopments : segment
  const inEnglish = contentLang(project.englishOnly, lang)
  return (
    <article className="development-page" data-pagefind-body data-pagefind-filter="kind:development">
      <StaticPart as="section" className="hero hero--compact">
        {() => (
          <>
            <CmsImage image={project.heroImage} priority className="hero__image" />
            <div className="hero__content container">
              <Breadcrumbs
                items={[
                  { label: kindLabel(allDevelopments, lang), to: developmentListPath(allDevelopments) },
                  ...(via === allDevelopments
                    ? []
                    : [{ label: kindLabel(segment, lang), to: developmentListPath(segment) }]),
                  { label: project.title ?? '' },
                ]}
              />
              <p className="eyebrow hero__eyebrow">{kindLabel(segment, lang)}</p>
              <EnglishOnlyNote englishOnly={project.englishOnly} lang={lang} />
              <h1 lang={inEnglish}>{project.title}</h1>
              <p className="hero__lead" lang={inEnglish}>
                {project.summary}
              </p>
              <p className="hero__actions" data-pagefind-ignore>
                <a className="button" href="#enquiry">
                  {text(lang, 'enquire')}
                </a>
                <a className="button" href={`#${visitSectionId}`}>
                  {text(lang, 'bookVisit')}
                </a>
                {units.length ? (
                  <a className="button button--ghost" href="#units-heading">
                    {unitText(lang, 'unitTypes')}
                  </a>
                ) : null}
              </p>
              <WhatsAppButton phone={project.whatsapp || data.settings?.contact?.whatsapp} name={project.title ?? ''} />
            </div>
          </>
        )}
      </StaticPart>
      {/* On phones, booking a visit stays one tap away while scrolling (developments.css). */}
      <p className="visit-bar" data-pagefind-ignore>
        <a className="button" href={`#${visitSectionId}`}>
          {text(lang, 'bookVisit')}
        </a>
      </p>
      <p className="container development__save">
        <SaveButton
          kind="developments"
          home={{ slug: project.slug!, title: project.title!, path: developmentPath(project.kind, project.slug!) }}
          labelled
        />
      </p>

      <div className="container section development">
        <StaticPart as="section" aria-labelledby="overview-heading" className="development__overview">
          {() => (
            <>
              {/* The same word on every development: not what an excerpt should quote. */}
              <h2 id="overview-heading" data-pagefind-ignore>
                {text(lang, 'overview')}
              </h2>
              <dl className="facts">
                <div>
                  <dt>{text(lang, 'status')}</dt>
                  <dd>{statusLabel(project.status, lang)}</dd>
                </div>
                <div>
                  <dt>{unitText(lang, 'price')}</dt>
                  <dd
                    data-pagefind-filter={
                      isAffordableHome(project.kind, price)
                        ? `${affordableFilter.name}:${affordableFilter.value}`
                        : undefined
                    }
                  >
                    {price?.min != null
                      ? `${unitText(lang, 'from')} ${formatPrice(price.min, price.currency ?? 'IDR', lang)}${price.note ? ` ${price.note}` : ''}`
                      : unitText(lang, 'priceToBeAnnounced')}
                  </dd>
                </div>
                {project.landArea ? (
                  <div>
                    <dt>{unitText(lang, 'landArea')}</dt>
                    <dd>{project.landArea} ha</dd>
                  </div>
                ) : null}
                {types.length ? (
                  <div>
                    <dt>{text(lang, 'propertyTypes')}</dt>
                    <dd>{types.map((p) => p.title).join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
              {tags.length ? (
                <ul className="tags" aria-label={text(lang, 'features')}>
                  {tags.map((tag) => (
                    <li key={tag.slug}>{tag.title}</li>
                  ))}
                </ul>
              ) : null}
              <RichText content={project.description} />
            </>
          )}
        </StaticPart>

        {gallery.length ? (
          <StaticPart as="section" aria-labelledby="gallery-heading">
            {() => (
              <>
                <h2 id="gallery-heading">{text(lang, 'gallery')}</h2>
                <ul className="gallery">
                  {gallery.map((g, i) => (
                    <li key={i}>
                      <figure>
                        {/* A caption that repeats the alt text would be read twice. */}
                        <CmsImage
                          image={g.image && g.caption && g.caption === g.image.alt ? { ...g.image, alt: '' } : g.image}
                          sizes="(min-width: 960px) 33vw, 100vw"
                        />
                        {g.caption ? <figcaption>{g.caption}</figcaption> : null}
                      </figure>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </StaticPart>
        ) : null}

        <LocationDetails
          headingId="location-heading"
          address={project.address}
          lat={project.location?.lat}
          lng={project.location?.lng}
        >
          {/* The development and its nearby facilities (issue 16: maps) */}
          <PlacesMap
            label={project.title ?? ''}
            className="development__map"
            zoom={15}
            places={[
              ...developmentPlace({ ...project, id: pageContext.id }, lang),
              ...facilities.flatMap((f) => facilityPlace(f, lang)),
            ]}
          />
        </LocationDetails>

        {units.length ? (
          <section aria-labelledby="units-heading">
            <h2 id="units-heading">{unitText(lang, 'unitTypes')}</h2>
            <UnitTypesTable
              units={units}
              caption={`${unitText(lang, 'unitTypes')}: ${project.title}`}
              development={project.title ?? ''}
              enquire
              lots={lotsByUnit(sitePlans)}
            />
          </section>
        ) : null}

        {sitePlans.length ? <SitePlan project={pageContext.id} plans={sitePlans} /> : null}
        {units.length || price?.min ? (
          <MortgageOpener
            units={units.filter((u) => u.price).map((u) => ({ name: u.name ?? '', price: u.price }))}
            price={price?.min}
          />
        ) : null}

        {facilities.length ? (
          <StaticPart as="section" aria-labelledby="facilities-heading" data-pagefind-ignore>
            {() => (
              <>
                <h2 id="facilities-heading">{text(lang, 'nearbyFacilities')}</h2>
                <div className="grid grid--small">
                  {facilities.map((f) => (
                    <FacilityCard key={f.id} facility={f} />
                  ))}
                </div>
              </>
            )}
          </StaticPart>
        ) : null}

        {brochures.length ? (
          <StaticPart as="section" aria-labelledby="brochures-heading">
            {() => (
              <>
                <h2 id="brochures-heading">{text(lang, 'brochures')}</h2>
                <BrochureList files={brochures} />
              </>
            )}
          </StaticPart>
        ) : null}

        {/* Construction progress (issue 47), newest first */}
        <ProgressTimeline updates={data.progress.nodes} />

        <ShareLinks
          url={`${siteURL}${localizePath(developmentPath(project.kind, project.slug!), lang)}`}
          title={project.title ?? ''}
        />

        {/* The enquiry form (issue 16: enquiries), with each unit type's "Enquire" link above */}
        <DevelopmentEnquiry
          project={{ id: pageContext.id, title: project.title ?? '', slug: project.slug! }}
          units={units.map((u) => ({ id: u.remoteId, name: u.name ?? '' }))}
        />

        {/* Booking a site visit (issue 34), with the times the CMS offers live */}
        <DevelopmentVisit project={{ id: pageContext.id, title: project.title ?? '' }} />
      </div>
    </article>
  )
}

export const query = graphql`
  query Development($id: Int!, $locale: String!) {
    project: cmsProject(remoteId: { eq: $id }, locale: { eq: $locale }) {
      title
      slug
      englishOnly
      kind
      status
      whatsapp
      summary
      description
      address
      landArea
      location {
        lat
        lng
      }
      priceRange {
        min
        max
        currency
        note
      }
      heroImage {
        ...CmsImage
      }
      gallery {
        caption
        image {
          ...CmsImage
        }
      }
      propertyTypes {
        slug
        title
      }
      tags {
        slug
        title
      }
      unitTypes {
        docs {
          ...UnitTypeRow
        }
      }
      sitePlans {
        ...SitePlan
      }
      brochures {
        ...Brochure
      }
      nearbyFacilities {
        ...FacilityCard
        location {
          lat
          lng
        }
      }
      meta {
        description
        image {
          url
        }
      }
    }
    settings: cmsSiteSetting(locale: { eq: $locale }) {
      ...DevelopmentSettings
    }
    progress: allCmsProgressUpdate(
      filter: { locale: { eq: $locale }, project: { remoteId: { eq: $id } } }
      sort: [{ date: DESC }, { remoteId: DESC }]
    ) {
      nodes {
        ...ProgressUpdate
      }
    }
  }
  fragment DevelopmentSettings on CMS_SiteSetting {
    contact {
      whatsapp
    }
  }
`

export function Head({ data, pageContext }: HeadProps<Data, DevelopmentContext>) {
  const project = data.project!
  // Reached from /development/details/ or from its kind's list: one canonical address, its kind's.
  const path = localizePath(developmentPath(project.kind, project.slug!), pageContext.lang)
  const image = mediaPath(project.meta?.image?.url ?? project.heroImage?.url)
  const ld = placeJsonLd({
    type: developmentSchemaType(project.kind),
    name: project.title!,
    url: `${siteURL}${path}`,
    description: project.summary,
    address: project.address,
    lat: project.location?.lat,
    lng: project.location?.lng,
    image: image ? `${siteURL}${image}` : null,
  })
  // Each unit type with a published price, offered at it (schema.org Product and Offer).
  const offers = present(project.unitTypes?.docs)
    .map((u) =>
      unitOfferJsonLd({
        name: `${u.name} · ${project.title}`,
        price: u.price,
        brand: brandName,
        url: `${siteURL}${localizePath(compareUnitPath(u.slug), pageContext.lang)}`,
      }),
    )
    .filter((o) => o !== null)
  return (
    <Seo
      title={project.title!}
      description={project.meta?.description ?? project.summary}
      image={project.meta?.image?.url ?? project.heroImage?.url}
      path={path}
      jsonLd={ld}
    >
      {offers.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(offers) }} />
      ) : null}
    </Seo>
  )
}
