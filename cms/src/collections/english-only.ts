import type { CollectionBeforeReadHook, CollectionConfig, Field } from 'payload'

/**
 * A document with a page but no Indonesian version yet: its Indonesian title is empty. The site
 * shows it on /id/ in English, marked so (docs/decisions/content-and-build.md, "A document
 * without its Indonesian version"); the admin warns before it is published
 * (cms/src/components/fields/EnglishOnlyWarning.tsx).
 */
export const hasIndonesian = (title: unknown): boolean | null =>
  title && typeof title === 'object' ? String((title as { id?: unknown }).id ?? '').trim() !== '' : null

/** Read-only and stored nowhere: computed from the title in every language as the document is read. */
const englishOnlyField: Field = {
  name: 'englishOnly',
  type: 'checkbox',
  virtual: true,
  admin: { hidden: true },
}

/** The warning at the top of the document's form. */
const warningField: Field = {
  name: 'englishOnlyWarning',
  type: 'ui',
  admin: { components: { Field: '/components/fields/EnglishOnlyWarning#EnglishOnlyWarning' } },
}

/** The database hands every language's title to this hook, before the one asked for is picked. */
const markEnglishOnly =
  (titleField: string): CollectionBeforeReadHook =>
  ({ doc }) => {
    const indonesian = hasIndonesian(doc[titleField])
    return indonesian === null ? doc : { ...doc, englishOnly: !indonesian }
  }

/** A collection whose documents have pages and a localized title: told apart when they have no Indonesian version. */
export const withEnglishOnlyMark = (config: CollectionConfig, titleField = 'title'): CollectionConfig => {
  const title = config.fields.find((field) => 'name' in field && field.name === titleField)
  if (!title || !('localized' in title) || !title.localized) return config
  return {
    ...config,
    hooks: { ...config.hooks, beforeRead: [...(config.hooks?.beforeRead ?? []), markEnglishOnly(titleField)] },
    fields: [warningField, ...config.fields, englishOnlyField],
  }
}
