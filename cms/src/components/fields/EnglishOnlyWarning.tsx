'use client'
import { Banner, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { CustomTranslationKeys, CustomTranslations } from '../../i18n'

/**
 * Above the form of a document with a page: a warning while it has no Indonesian title, so the
 * editor knows before publishing that /id/ will show it in English. In Indonesian the form's own
 * title tells; in English the saved document's mark does (cms/src/collections/english-only.ts).
 */
export const EnglishOnlyWarning = () => {
  const { t } = useTranslation<CustomTranslations, CustomTranslationKeys>()
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const locale = useLocale()
  const title = useFormFields(([fields]) => fields.title?.value)
  const [savedEnglishOnly, setSavedEnglishOnly] = useState<boolean>(true)

  useEffect(() => {
    if (id === undefined || !collectionSlug) return
    const controller = new AbortController()
    fetch(`/api/${collectionSlug}/${id}?depth=0&draft=true&locale=en`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { englishOnly?: boolean } | null) => setSavedEnglishOnly(doc?.englishOnly === true))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, collectionSlug, lastUpdateTime])

  const englishOnly = locale.code === 'id' ? !(typeof title === 'string' && title.trim()) : savedEnglishOnly
  if (!englishOnly) return null
  return (
    <Banner type="warning" className="english-only-warning">
      <span role="status">
        {t('guards:englishOnlyWarning')} {locale.code === 'id' ? null : t('guards:englishOnlyLink')}
      </span>
    </Banner>
  )
}
