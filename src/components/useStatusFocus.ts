import { useEffect, type RefObject } from 'react'

/** Moves the focus to an element and brings it to the middle of the screen, clear of the fixed bars. */
export function focusInView(element: HTMLElement | null | undefined) {
  element?.focus({ preventScroll: true })
  element?.scrollIntoView({ block: 'center' })
}

/**
 * Moves the focus to a form's status once it shows a message, in the middle of the screen. It
 * runs after React has rendered the message: an empty status is hidden (global.css) and cannot
 * take the focus. `message` is the status while it shows one (each new one is focused again),
 * null otherwise.
 */
export function useStatusFocus(ref: RefObject<HTMLElement | null>, message: object | null) {
  useEffect(() => {
    if (message) focusInView(ref.current)
  }, [ref, message])
}
