/**
 * The fields of a news card, for gatsby-node's createPages, where a page query's fragments cannot
 * be used: NewsCard's fragment (src/components/NewsCard.tsx) with CmsImage's inlined.
 * tests/unit/news-cards.spec.ts keeps the two the same.
 */
export const newsCardFields = `
  fragment NewsCardData on CMS_Post {
    id
    slug
    title
    excerpt
    publishedAt
    category
    heroImage {
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
  }
`
