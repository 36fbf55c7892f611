import { useEffect, useState } from 'react'

/** False in the static HTML and until React has taken over the page in the browser. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
