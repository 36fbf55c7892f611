'use client'
import { TextInput, useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef, type ChangeEvent } from 'react'
import { slugAfterTitleChange } from '../../fields/slugify'
import type { CustomTranslationKeys, CustomTranslations } from '../../i18n'

/**
 * The slug, filled from the title as the editor types it (in the default language, whose title
 * the address is made from) until the editor changes it by hand.
 */
export const SlugField: TextFieldClientComponent = ({ field, path }) => {
  const { t } = useTranslation<CustomTranslations, CustomTranslationKeys>()
  const from = (field.admin?.custom as { from?: string } | undefined)?.from ?? 'title'
  const { value, setValue, showError } = useField<string>({ path })
  const title = useFormFields(([fields]) => fields[from]?.value)
  const locale = useLocale()
  const previousTitle = useRef(typeof title === 'string' ? title : '')

  useEffect(() => {
    const current = typeof title === 'string' ? title : ''
    if (current === previousTitle.current) return
    if (locale.code === 'en') {
      const next = slugAfterTitleChange(value, previousTitle.current, current)
      if (next !== value) setValue(next)
    }
    previousTitle.current = current
  }, [title, value, setValue, locale.code])

  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      value={value ?? ''}
      showError={showError}
      description={t('guards:slugFromTitle')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
    />
  )
}
