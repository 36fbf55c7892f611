import { useEffect, type RefObject } from 'react'

/**
 * Moves the focus to a form's status once it shows a message, and brings it to the middle of the
 * screen, clear of the fixed bars. It runs after React has rendered the message: an empty status
 * is hidden (global.css) and cannot take the focus. `message` is the status while it shows one
 * (each new one is focused again), null otherwise.
 */
export function useStatusFocus(ref: RefObject<HTMLElement | null>, message: object | null) {
  useEffect(() => {
    const status = ref.current
    if (!message || !status) return
    status.focus({ preventScroll: true })
    status.scrollIntoView({ block: 'center' })
  }, [ref, message])
}
