/**
 * The search index's files named by their content (Pagefind's fragments, word and filter chunks and
 * language metadata, and the site's kinds files, gatsby/search-index.ts): one name is always the
 * same bytes. An index written again, a release, and public/ take such a file over from the index
 * before them by a hard link instead of writing it, so a new article at 10,000 items writes tens of
 * the index's 20,000 files. The path is relative to the index folder (pagefind/), `/`-separated.
 */
export const contentNamedIndexFile = /^(fragment|index|filter|kinds)\/[^/]+$|^pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta$/
