import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { fetchMe, readSessionHint, writeSessionHint, type Account } from '../lib/account'

/**
 * The current user, shared by every page: null until a visitor logs in. It starts as null in the
 * static HTML and on every page load; the provider asks the CMS (`meUser`, through Apollo) only
 * when this browser had a session (a small localStorage hint) or when a page needs to know (the
 * profile), so pages of visitors who never logged in load no Apollo code at all.
 */
type AuthState = {
  user: Account | null
  /** 'unknown': not asked yet; 'checking': asking the CMS; 'known': user is the answer; 'error': the CMS could not be asked. */
  status: 'unknown' | 'checking' | 'known' | 'error'
  /** The name remembered from the last session, shown while the CMS is asked. */
  hintName: string | null
  /** Asks the CMS who is logged in (once per page load unless forced). */
  check: (force?: boolean) => Promise<Account | null>
  /** After login, profile changes, logout (null) or deletion (null). */
  setUser: (user: Account | null) => void
}

const AuthContext = createContext<AuthState>({
  user: null,
  status: 'unknown',
  hintName: null,
  check: async () => null,
  setUser: () => {},
})

export const useAuth = () => useContext(AuthContext)

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<Account | null>(null)
  const [status, setStatus] = useState<AuthState['status']>('unknown')
  const [hintName, setHintName] = useState<string | null>(null)
  const pending = useRef<Promise<Account | null> | null>(null)

  const setUser = useCallback((next: Account | null) => {
    setUserState(next)
    setStatus('known')
    setHintName(next?.name ?? null)
    writeSessionHint(storage(), next)
    // Device and account share one list of saved homes (loaded only for a signed-in visitor).
    void import('../lib/saved-homes')
      .then((saved) => (next ? saved.syncSavedHomes(next) : saved.forgetAccount()))
      .catch(() => {})
  }, [])

  const check = useCallback(
    (force = false) => {
      if (pending.current && !force) return pending.current
      setStatus((s) => (s === 'known' && !force ? s : 'checking'))
      const run = fetchMe()
        .then((me) => {
          setUser(me)
          return me
        })
        .catch(() => {
          // The CMS could not be asked: keep what we knew, ask again next time.
          pending.current = null
          setStatus('error')
          return null
        })
      pending.current = run
      return run
    },
    [setUser],
  )

  // A session from before (this tab or another): confirm it with the CMS after the page is up.
  useEffect(() => {
    const hint = readSessionHint(storage())
    if (hint) {
      setHintName(hint.name)
      void check()
    }
  }, [check])

  const value = useMemo(() => ({ user, status, hintName, check, setUser }), [user, status, hintName, check, setUser])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
