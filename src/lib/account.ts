import { clearLiveCache, liveMutate, liveQuery } from './live'

/** The visitor's own account, as the site shows it. */
export type Account = {
  id: number
  name: string
  email: string
  pendingEmail?: string | null
  phone: string | null
  whatsapp: string | null
  /** The developments, unit types and compare choice saved in the account (src/lib/saved-homes.ts). */
  savedHomes?: unknown
  language: 'en' | 'id' | null
  roles: string[]
}

const accountFields = 'id name email pendingEmail phone whatsapp savedHomes language roles'

export const ME = `query Me { meUser { user { ${accountFields} } } }`
export const LOGIN = `mutation Login($email: String!, $password: String!) { loginUser(email: $email, password: $password) { user { ${accountFields} } } }`
export const LOGOUT = `mutation Logout { logoutUser }`
export const REGISTER = `mutation Register($data: mutationUserInput!) { createUser(data: $data) { id } }`
export const VERIFY = `mutation VerifyEmail($token: String!) { verifyEmailUser(token: $token) }`
export const CONFIRM_EMAIL_CHANGE = `mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) }`
export const FORGOT = `mutation ForgotPassword($email: String!) { forgotPasswordUser(email: $email) }`
export const RESET = `mutation ResetPassword($token: String!, $password: String!) { resetPasswordUser(token: $token, password: $password) { user { ${accountFields} } } }`
export const UPDATE = `mutation UpdateAccount($id: Int!, $data: mutationUserUpdateInput!) { updateUser(id: $id, data: $data) { ${accountFields} } }`
/** Deleting one's own account needs the current password, which the CMS checks (cms/src/collections/Users/account-changes.ts). */
export const DELETE = `mutation DeleteAccount($currentPassword: String!) { deleteAccount(currentPassword: $currentPassword) }`

/**
 * A hint, not a secret: whether this browser had a session, so a page load knows to ask the CMS
 * who is logged in (and only then fetches Apollo). The session itself is the CMS's HttpOnly
 * cookie `payload-token`, which scripts cannot read.
 */
export const sessionHintKey = 'lestari-session'

export const readSessionHint = (storage: Pick<Storage, 'getItem'> | undefined): { name: string } | null => {
  try {
    const raw = storage?.getItem(sessionHintKey)
    const parsed = raw ? (JSON.parse(raw) as { name?: unknown }) : null
    return parsed && typeof parsed.name === 'string' ? { name: parsed.name } : null
  } catch {
    return null
  }
}

export const writeSessionHint = (
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  user: Pick<Account, 'name'> | null,
) => {
  try {
    if (user) storage?.setItem(sessionHintKey, JSON.stringify({ name: user.name }))
    else storage?.removeItem(sessionHintKey)
  } catch {
    // storage unavailable (private mode): the session still works, the header learns it later
  }
}

export async function fetchMe(): Promise<Account | null> {
  const data = await liveQuery<{ meUser: { user: Account | null } | null }>(ME, {}, 'network-only')
  return data.meUser?.user ?? null
}

export async function login(email: string, password: string): Promise<Account> {
  await clearLiveCache()
  const data = await liveMutate<{ loginUser: { user: Account } }>(LOGIN, { email: email.trim(), password })
  return data.loginUser.user
}

export async function logout() {
  try {
    await liveMutate(LOGOUT)
  } finally {
    await clearLiveCache().catch(() => {})
  }
}
