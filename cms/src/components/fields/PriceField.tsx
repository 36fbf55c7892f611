'use client'
import { TextInput, useField, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload'
import { useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react'
import { groupDigits, regroup } from '@lestari/model/money-input'
import type { CustomTranslationKeys, CustomTranslations } from '../../i18n'

/** The site language whose thousands separator the admin's language uses: 3.800.000.000 in Indonesian. */
const separatorsOf = (adminLanguage: string) => (adminLanguage === 'id' ? 'ID' : 'EN')

/** A whole number of rupiah as the admin's language writes it. */
const formatPrice = (value: unknown, adminLanguage: string) =>
  typeof value === 'number' ? groupDigits(String(Math.round(value)), separatorsOf(adminLanguage)) : ''

/**
 * A price typed and shown with thousands separators (3,800,000,000; 3.800.000.000 in Indonesian)
 * and stored as the whole number; the caret stays after the digits it followed.
 */
export const PriceField: NumberFieldClientComponent = ({ field, path }) => {
  const { i18n, t } = useTranslation<CustomTranslations, CustomTranslationKeys>()
  const { value, setValue, showError } = useField<number | null>({ path })
  const inputRef = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)

  useLayoutEffect(() => {
    if (caret.current === null || !inputRef.current) return
    inputRef.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      value={formatPrice(value, i18n.language)}
      showError={showError}
      description={t('guards:priceInRupiah')}
      inputRef={inputRef as RefObject<HTMLInputElement>}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.target
        const next = regroup(typed.value, typed.selectionStart ?? typed.value.length, separatorsOf(i18n.language))
        caret.current = next.caret
        setValue(next.digits === '' ? null : Number(next.digits))
      }}
    />
  )
}

/** A price in a list's column, with the admin language's separators. */
export const PriceCell = ({ cellData }: DefaultCellComponentProps) => {
  const { i18n } = useTranslation()
  return <span>{formatPrice(cellData, i18n.language)}</span>
}
