import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element of `ref` has come within `margin` of the viewport (at once in browsers
 * without IntersectionObserver), and true from then on: for work a part of the page needs only
 * when the visitor gets to it (a map, a slider's script, live figures).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (!('IntersectionObserver' in window)) return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
