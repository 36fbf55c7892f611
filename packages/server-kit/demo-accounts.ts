/**
 * Demo mode: the editor account the seed makes (SEED_EDITOR_EMAIL, SEED_EDITOR_PASSWORD), read by
 * the CMS's seed and by `npm start` (scripts/lib/settings.ts). Here rather than in
 * @lestari/model/settings, which the site's pages import: no password may reach their bundles.
 */
export const defaultSeedEditor = { email: 'editor@lestari-city.example', password: 'lestari-demo-2026' }
/** Demo mode: the administrator the seed makes (roles admin and editor, the editor's password). */
export const demoAdminEmail = 'admin@lestari-city.example'
/** Demo mode: the sales officer the seed makes (role sales, the editor's password). */
export const demoSalesEmail = 'sales@lestari-city.example'
