import { useEffect, useState } from 'react'
import { compareChangedEvent, compareStorageKey, readStoredSelection } from '../lib/compare'

/**
 * The unit types the visitor has chosen to compare (src/lib/compare.ts), as stored on the device:
 * empty in the static HTML, then read in the browser and followed as they change, in this tab
 * (compareChangedEvent) and in others (the `storage` event).
 */
export function useComparedUnits(): string[] {
  const [selection, setSelection] = useState<string[]>([])
  useEffect(() => {
    const read = () => setSelection(readStoredSelection(window.localStorage))
    const readIfCompare = (event: StorageEvent) => {
      if (event.key === compareStorageKey || event.key === null) read()
    }
    read()
    window.addEventListener(compareChangedEvent, read)
    window.addEventListener('storage', readIfCompare)
    return () => {
      window.removeEventListener(compareChangedEvent, read)
      window.removeEventListener('storage', readIfCompare)
    }
  }, [])
  return selection
}
