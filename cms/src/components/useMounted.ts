import { useEffect, useState } from 'react'

/**
 * False while Next renders the admin's component on the server and until React has taken it over
 * in the browser: what only the browser knows (the clock, its storage) is shown after that.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
