import { graphql } from 'gatsby'

/**
 * What CmsImage (./CmsImage.tsx) shows of a picture. Kept apart from the component, so that code
 * outside a Gatsby build (unit tests rendering rich text) can import it.
 */
export const cmsImageFragment = graphql`
  fragment CmsImage on CMS_Media {
    url
    alt
    width
    height
    sizes {
      thumbnail {
        url
        width
      }
      phone {
        url
        width
      }
      card {
        url
        width
      }
      hero {
        url
        width
      }
    }
  }
`
