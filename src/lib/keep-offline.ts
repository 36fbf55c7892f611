/**
 * What a visited page needs offline beyond its HTML, data and template (which the service worker
 * keeps as they load): the pictures it shows further down, which load lazily, and the code of its
 * parts that load on demand (the enquiry form, the KPR calculator). Both are fetched once the page
 * has loaded and the browser is idle, through the worker, which keeps them: never before the page
 * is interactive, never without a worker, and never when the visitor saves data or is on 2G (as
 * Gatsby skips prefetching then).
 */

type Connection = { saveData?: boolean; effectiveType?: string }

/** The visitor saves data or is on a 2G connection. */
export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'))
}

/**
 * Runs `task` once the page has loaded, a service worker controls it and the browser is idle;
 * not at all offline or when the visitor saves data. Returns a function that cancels it.
 */
export function whenKeepingOffline(task: () => unknown): () => void {
  let cancelled = false
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !navigator.onLine ||
    savesData((navigator as Navigator & { connection?: Connection }).connection)
  )
    return () => {}
  const run = () => {
    if (!cancelled)
      void Promise.resolve()
        .then(task)
        .catch(() => {})
  }
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 200))
  // The first page of a first visit: the worker takes over once it is installed (clientsClaim).
  const controlled = () =>
    navigator.serviceWorker.controller
      ? idle()
      : navigator.serviceWorker.addEventListener('controllerchange', idle, { once: true })
  if (document.readyState === 'complete') controlled()
  else window.addEventListener('load', controlled, { once: true })
  return () => {
    cancelled = true
  }
}

/** Loads the picture an image would show at this screen size (from its srcset), without showing it. */
function loadAsShown(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const copy = new Image()
    copy.onload = copy.onerror = () => resolve()
    copy.fetchPriority = 'low'
    // `sizes` before `srcset`: the browser picks the file as the page's image will.
    if (image.sizes) copy.sizes = image.sizes
    if (image.srcset) copy.srcset = image.srcset
    copy.src = image.src
  })
}

/**
 * Loads, one at a time, the pictures of the page that the browser has not loaded yet (lazy images
 * below the fold), as the page would show them at this screen size; stops when the page changes.
 */
export async function keepPictures(): Promise<void> {
  const page = window.location.pathname
  const waiting = Array.from(document.images).filter(
    (image) => !image.currentSrc && image.src && new URL(image.src).origin === window.location.origin,
  )
  for (const image of waiting) {
    if (window.location.pathname !== page) return
    await loadAsShown(image)
  }
}
