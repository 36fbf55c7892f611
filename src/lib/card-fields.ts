/**
 * Fields of the cards for gatsby-node's queries (createPages), where the fragments of src/ cannot
 * be used: CmsImage's (src/components/CmsImage.fragment.ts) and NewsCard's
 * (src/components/NewsCard.tsx). tests/unit/news-cards.spec.ts keeps them the same.
 */
export const cmsImageFields = `
  fragment CmsImageData on CMS_Media {
    url
    alt
    width
    height
    sizes {
      thumbnail { url width }
      phone { url width }
      card { url width }
      hero { url width }
    }
  }
`

export const newsCardFields = `
  fragment NewsCardData on CMS_Post {
    id
    slug
    title
    excerpt
    publishedAt
    category
    heroImage { ...CmsImageData }
  }
  ${cmsImageFields}
`
