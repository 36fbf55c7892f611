import type { CollectionBeforeOperationHook, CollectionConfig, Config } from 'payload'

/** A plugin that runs `hook` first among the beforeOperation hooks of every collection of the config. */
export const beforeEveryOperation =
  (hook: CollectionBeforeOperationHook) =>
  (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection: CollectionConfig) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [hook, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
  })
