/** A title as an address segment: lower-case ASCII letters and digits, single dashes. */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The slug as the editor types the title: it follows the title while it is empty or still the
 * one made from the title before; one the editor changed by hand stays.
 */
export const slugAfterTitleChange = (slug: string | null | undefined, previousTitle: string, title: string): string =>
  !slug || slug === slugify(previousTitle) ? slugify(title) : slug
