// Imports nothing: the site's pages reach this module through the CMS's block definitions
// (fields/common.ts, read by src/lib/preview-data.ts), and the CMS's settings must not come along.

/** A path of this site: one leading slash, never `//host` or `/\host`, which browsers read as another host. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value)
