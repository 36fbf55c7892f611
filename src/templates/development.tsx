import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { RichText } from '../components/RichText'
import { Seo } from '../components/Seo'
import { formatPrice, kindLabel, t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { developmentListPath, facilityPath, localizePath, mediaPath } from '../lib/routes'

type Data = Queries.DevelopmentQuery

export default function Development({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const project = data.cms.Project!
  const price = project.priceRange
  return (
    <article>
      <section className="hero hero--compact">
        <CmsImage image={project.heroImage} priority className="hero__image" />
        <div className="hero__content container">
          <nav aria-label="Breadcrumb" className="breadcrumbs">
            <Link to={localizePath('/', lang)}>{t(lang, 'home')}</Link> /{' '}
            <Link to={localizePath(developmentListPath(project.kind!), lang)}>{kindLabel(project.kind, lang)}</Link>
          </nav>
          <h1>{project.title}</h1>
          <p className="hero__lead">{project.summary}</p>
        </div>
      </section>
      <div className="container section development">
        <dl className="facts">
          <div><dt>{t(lang, 'address')}</dt><dd>{project.address}</dd></div>
          {price?.min ? (
            <div><dt>{t(lang, 'price')}</dt><dd>{t(lang, 'from')} {formatPrice(price.min, price.currency ?? 'IDR', lang)}{price.note ? ` ${price.note}` : ''}</dd></div>
          ) : null}
          {project.landArea ? <div><dt>{t(lang, 'landArea')}</dt><dd>{project.landArea} ha</dd></div> : null}
          {project.propertyTypes?.length ? (
            <div><dt>{t(lang, 'developments')}</dt><dd>{project.propertyTypes.map((p) => p!.title).join(', ')}</dd></div>
          ) : null}
        </dl>
        <RichText content={project.description} />

        {project.gallery?.length ? (
          <section aria-labelledby="gallery-heading">
            <h2 id="gallery-heading">{t(lang, 'gallery')}</h2>
            <ul className="gallery">
              {project.gallery.map((g, i) => (
                <li key={i}>
                  <figure>
                    <CmsImage image={g!.image} sizes="(min-width: 960px) 33vw, 100vw" />
                    {g!.caption ? <figcaption>{g!.caption}</figcaption> : null}
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {project.unitTypes?.docs?.length ? (
          <section aria-labelledby="units-heading">
            <h2 id="units-heading">{t(lang, 'unitTypes')}</h2>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t(lang, 'unitTypes')}</th>
                    <th scope="col">{t(lang, 'bedrooms')}</th>
                    <th scope="col">{t(lang, 'bathrooms')}</th>
                    <th scope="col">{t(lang, 'floors')}</th>
                    <th scope="col">{t(lang, 'buildingArea')}</th>
                    <th scope="col">{t(lang, 'price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {project.unitTypes.docs.map((u) => (
                    <tr key={u!.id}>
                      <th scope="row">{u!.name}</th>
                      <td>{u!.bedrooms}</td>
                      <td>{u!.bathrooms}</td>
                      <td>{u!.floors}</td>
                      <td>{u!.buildingArea} m²</td>
                      <td>{formatPrice(u!.price!, 'IDR', lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {project.nearbyFacilities?.length ? (
          <section aria-labelledby="facilities-heading">
            <h2 id="facilities-heading">{t(lang, 'nearbyFacilities')}</h2>
            <ul className="link-list">
              {project.nearbyFacilities.map((f) => (
                <li key={f!.slug}><Link to={localizePath(facilityPath(f!.slug!), lang)}>{f!.title}</Link></li>
              ))}
            </ul>
          </section>
        ) : null}

        {project.brochures?.length ? (
          <section aria-labelledby="brochures-heading">
            <h2 id="brochures-heading">{t(lang, 'brochures')}</h2>
            <ul className="link-list">
              {project.brochures.map((b) => (
                <li key={b!.url}><a href={mediaPath(b!.url)} download>{t(lang, 'download')}: {b!.title} (PDF)</a></li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="location" aria-labelledby="location-heading">
          <h2 id="location-heading">{t(lang, 'location')}</h2>
          <p>{project.address}</p>
          {project.location ? (
            <p className="meta">{project.location.lat}, {project.location.lng}</p>
          ) : null}
        </section>
      </div>
    </article>
  )
}

export const query = graphql`
  query Development($id: Int!, $locale: CMS_LocaleInputType!) {
    cms {
      Project(id: $id, locale: $locale) {
        title
        kind
        status
        summary
        description
        address
        landArea
        location { lat lng }
        priceRange { min max currency note }
        heroImage { ...CmsImage }
        gallery { caption image { ...CmsImage } }
        propertyTypes { title }
        tags { title }
        unitTypes { docs { id name bedrooms bathrooms floors buildingArea price } }
        brochures { title url }
        nearbyFacilities { title slug }
        meta { description image { url } }
      }
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const project = data.cms.Project!
  return (
    <Seo title={project.title!} description={project.meta?.description ?? project.summary} image={project.meta?.image?.url ?? project.heroImage?.url} path={location.pathname} />
  )
}
