/**
 * Site settings the site reads at run time, never at build time: the share prices of the stock
 * widget (src/components/StockWidget.tsx asks the CMS for them in the browser). A change to these
 * alone asks for no site build (cms/src/site-build/index.ts), and the site build leaves them out of its nodes
 * (plugins/gatsby-source-cms/schema.ts), so they never reach a page, a static query or the scripts.
 */
export const liveSiteSettings = ['stock'] as const

/** Fields the CMS rewrites on every save: they say nothing about what the site shows. */
export const bookkeepingFields = ['updatedAt', 'createdAt'] as const
