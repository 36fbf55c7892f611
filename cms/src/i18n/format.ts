/**
 * Dates in the admin, written as the admin's language writes them: Indonesian
 * (id-ID: "26 Nov 2026, 18.09") or British English (en-GB: "26 Nov 2026, 18:09"), day before
 * month in both.
 */
export const intlLocale = (language: string) => (language === 'id' ? 'id-ID' : 'en-GB')

/**
 * A moment (ISO string) as a date and time in `language`, in `timeZone` (UTC unless given, the
 * same on the server and in the browser, so a server-rendered time hydrates unchanged), with the
 * zone's name.
 */
export const formatDateTime = (iso: string | null | undefined, language: string, timeZone = 'UTC') =>
  iso
    ? new Intl.DateTimeFormat(intlLocale(language), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(iso))
    : ''
