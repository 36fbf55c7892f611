import { pipelineTranslations } from './pipeline'

/**
 * The site's own admin strings, as Payload's custom translations (`i18n.translations` in
 * cms/src/payload.config.ts): each part of the admin keeps its keys in a module of its own.
 */
export const customTranslations = {
  en: { custom: { ...pipelineTranslations.en } },
  id: { custom: { ...pipelineTranslations.id } },
}
