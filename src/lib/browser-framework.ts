import type { Configuration } from 'webpack'

/**
 * The browser bundles render with Preact (preact/compat) instead of React DOM: the same
 * components and hooks, about 12 KB gzip of framework in place of 69 KB, and much less script to
 * run before a phone's page answers a tap (docs/DECISIONS.md, "Preact in the browser"). Only the
 * `build-javascript` stage: the HTML is still rendered by React (build-html), and `gatsby develop`
 * keeps React with its fast refresh.
 */
const preactAliases = {
  'react$': 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
}

/** Gatsby's framework chunk, with Preact in it instead of React (the chunk pages share, cached for long). */
const frameworkModules = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/

export function withPreact(config: Configuration): Configuration {
  const alias = { ...(config.resolve?.alias as Record<string, string>) }
  // Gatsby points `react` and `react-dom` at React's own folders; those would win over ours.
  delete alias.react
  delete alias['react-dom']
  const cacheGroups = config.optimization?.splitChunks && typeof config.optimization.splitChunks === 'object'
    ? config.optimization.splitChunks.cacheGroups as Record<string, { test?: unknown }> | undefined
    : undefined
  if (cacheGroups?.framework) cacheGroups.framework.test = frameworkModules
  return { ...config, resolve: { ...config.resolve, alias: { ...alias, ...preactAliases } } }
}
