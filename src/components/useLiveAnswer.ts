import { useEffect, useState } from 'react'
import type { Lang } from '../lib/i18n'
import { liveQuery } from '../lib/live'
import { liveErrorText } from '../lib/live-errors'

/**
 * A signed-in visitor's own data from the CMS (their enquiries, their visits), asked from the
 * network each time the page shows it: the answer once it came (null before), or the problem in
 * the page's language.
 */
export function useLiveAnswer<T>(document: string, variables: Record<string, unknown>, lang: Lang) {
  const [answer, setAnswer] = useState<T | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const asked = JSON.stringify(variables)
  useEffect(() => {
    let current = true
    liveQuery<T>(document, JSON.parse(asked) as Record<string, unknown>, 'network-only')
      .then((data) => current && setAnswer(data))
      .catch((error: unknown) => current && setProblem(liveErrorText(lang, error)))
    return () => {
      current = false
    }
  }, [document, asked, lang])
  return { answer, problem }
}
