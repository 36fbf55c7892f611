import { lazy } from 'react'
import { compareUnitPath, splitLangPath } from '../lib/routes'
import { LazyPart } from './LazyPart'
import { useComparedUnits } from './useComparedUnits'

// The tray's code comes only once the visitor has chosen a unit.
const CompareTrayPanel = lazy(() => import(/* webpackChunkName: "compare-tray" */ './CompareTrayPanel'))

/**
 * The compare tray on every page but the comparison itself, while the visitor has chosen unit
 * types to compare (src/lib/compare.ts).
 */
export function CompareTray({ pathname }: { pathname?: string }) {
  const selection = useComparedUnits()
  if (!selection.length || splitLangPath(pathname ?? '').path.startsWith(compareUnitPath())) return null
  return (
    <LazyPart fallback={null}>
      <CompareTrayPanel selection={selection} />
    </LazyPart>
  )
}
