import { Component, Suspense, type ReactNode } from 'react'

type Props = {
  /** Shown while the part's code loads. */
  fallback: ReactNode
  /** Shown when its code cannot load (offline, before it was kept on the device); `fallback` by default. */
  failed?: ReactNode
  children: ReactNode
}

/**
 * A part of the page whose code comes on demand (React.lazy). Its failure stays inside it: without
 * this boundary, a chunk that cannot load (offline) makes React remove the whole page.
 */
export class LazyPart extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not load:', error)
  }

  render() {
    const { fallback, failed = fallback, children } = this.props
    return this.state.failed ? failed : <Suspense fallback={fallback}>{children}</Suspense>
  }
}
