import { compareChangedEvent, compareStorageKey, readStoredSelection } from '../lib/compare'
import { useDeviceStore } from './useDeviceStore'

const noUnits: string[] = []
const readSelection = () => readStoredSelection(window.localStorage)

/**
 * The unit types the visitor has chosen to compare (src/lib/compare.ts), as stored on the device:
 * empty in the static HTML, then read in the browser and followed as they change.
 */
export const useComparedUnits = (): string[] =>
  useDeviceStore(compareStorageKey, compareChangedEvent, readSelection, noUnits)
