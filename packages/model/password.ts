/**
 * The password policy of visitors' accounts, shared by the site (checked as the visitor types)
 * and the CMS (checked again on every create and update).
 */
export const passwordMinLength = 10
export const passwordMaxLength = 128

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'containsEmail'

export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  if (password.length < passwordMinLength) return 'tooShort'
  if (password.length > passwordMaxLength) return 'tooLong'
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'needsLetterAndDigit'
  const local = email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) return 'containsEmail'
  return null
}

export const passwordProblemText: Record<PasswordProblem, string> = {
  tooShort: `The password must be at least ${passwordMinLength} characters long.`,
  tooLong: `The password must be at most ${passwordMaxLength} characters long.`,
  needsLetterAndDigit: 'The password must contain at least one letter and one digit.',
  containsEmail: 'The password must not contain the email address.',
}
