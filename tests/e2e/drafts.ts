import { cmsURL, staffQuery } from './stack'

/**
 * A draft news article made as the editor (category company), with the picture and text of the
 * newest published article: on no site until it is published.
 */
export async function draftArticle(
  { slug, title, excerpt }: { slug: string; title: string; excerpt: string },
  base = cmsURL,
) {
  const { Posts } = await staffQuery<{ Posts: { docs: { heroImage: { id: number }; content: unknown }[] } }>(
    '{ Posts(limit: 1, sort: "-publishedAt", locale: en) { docs { heroImage { id } content } } }',
    {},
    base,
  )
  const { createPost } = await staffQuery<{ createPost: { id: number; _status: string } }>(
    'mutation($data: mutationPostInput!) { createPost(draft: true, locale: en, data: $data) { id _status } }',
    {
      data: {
        title,
        slug,
        _status: 'draft',
        category: 'company',
        publishedAt: new Date().toISOString(),
        excerpt,
        heroImage: Posts.docs[0].heroImage.id,
        content: Posts.docs[0].content,
      },
    },
    base,
  )
  return createPost
}
