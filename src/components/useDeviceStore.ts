import { useEffect, useState } from 'react'

/**
 * A value kept in localStorage, as this device has it: `initial` in the static HTML, then read in
 * the browser and read again when it changes in this tab (`changedEvent`, fired by its writer) or
 * in another (the `storage` event, whose key is null when the storage was cleared). `read`
 * must be the same function at every render (a module's own).
 */
export function useDeviceStore<T>(key: string, changedEvent: string, read: () => T, initial: T): T {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    // A value equal to the one shown keeps it: the components using it need not render again
    // (at load, a device with nothing stored).
    const update = () => {
      const next = read()
      setValue((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next))
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) update()
    }
    update()
    window.addEventListener(changedEvent, update)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(changedEvent, update)
      window.removeEventListener('storage', onStorage)
    }
  }, [key, changedEvent, read])
  return value
}
