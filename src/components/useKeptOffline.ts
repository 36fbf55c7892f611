import { useEffect } from 'react'
import { whenKeepingOffline } from '../lib/keep-offline'

/**
 * Fetches the code of a part that loads on demand (`load`, its dynamic import) once the page is
 * idle and kept by the service worker (src/lib/keep-offline.ts), so that the part opens offline too.
 */
export function useKeptOffline(load: () => Promise<unknown>) {
  useEffect(() => whenKeepingOffline(load), [load])
}
