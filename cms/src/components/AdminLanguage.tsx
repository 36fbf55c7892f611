'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

type Account = { id: number | string; language?: string | null }

/** Whether the admin's language was chosen in this browser (Payload keeps the choice in its `-lng` cookie). */
const languageChosen = (cookiePrefix: string) =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${cookiePrefix}-lng=`))

/**
 * One language setting per staff member (admin.components.providers): the account's `language`
 * (the language of the emails it gets from the site) and the admin's own language (Account →
 * Language) stay the same. A browser that has not chosen the admin's language yet opens it in the
 * account's; choosing one in the admin saves it to the account.
 */
export function AdminLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth<Account>()
  const { config } = useConfig()
  const { i18n, languageOptions, switchLanguage } = useTranslation()
  const saved = useRef<string | null>(null)

  useEffect(() => {
    if (!user?.id) return
    const accountLanguage = saved.current ?? user.language
    if (accountLanguage === i18n.language) return
    if (!languageChosen(config.cookiePrefix || 'payload')) {
      const offered = languageOptions.find((option) => option.value === accountLanguage)
      if (offered) void switchLanguage?.(offered.value)
      return
    }
    saved.current = i18n.language
    void fetch(`${config.serverURL}${config.routes.api}/users/${user.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: i18n.language }),
    })
  })

  return <>{children}</>
}
