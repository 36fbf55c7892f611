import {
  addDataAndFileToRequest,
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'
import {
  accountsReadable,
  adminFieldOnly,
  anyone,
  hasRole,
  isStaff,
  isTeamMember,
  ownerOrAdminField,
  selfOrAdmin,
  staffOnly,
} from '../../access'
import { deleteOwnAccount, requireProofForAccountChanges } from './account-changes'
import { erasePerson } from '../../privacy/erase'
import { recordStaffAccess } from '../../privacy/staff-access'
import { spendPasswordWork } from './password-hashing'
import { registrationEndpoint } from './registration'
import { resetEmail, verifyEmail } from '../../email/messages'
import { clearLoginThrottle, throttleLogin } from './login-throttle'
import { passwordProblem, passwordProblemText } from '@lestari/model/password'
import { validName } from '../../fields/common'
import { cmsSettings } from '../../settings'
import { cleanSavedHomes } from '@lestari/model/saved-homes'
import type { AdminT } from '../../i18n'

/**
 * Every new password (register, profile, admin) follows the policy of packages/model/password.ts,
 * and only staff (or the CMS's own code) may create an account that counts as confirmed.
 */
const checkAccount: CollectionBeforeValidateHook = ({ data, originalDoc, operation, req }) => {
  if (operation === 'create' && data && req.payloadAPI !== 'local' && !isStaff(req))
    delete (data as { _verified?: unknown })._verified
  // A password reset by the emailed link proves the address: the account counts as confirmed.
  if (req.context.passwordReset && data && 'hash' in data) (data as { _verified?: boolean })._verified = true
  const email = (data as { email?: unknown } | undefined)?.email
  // Payload's own email check takes any length; 254 is the longest address mail can carry.
  if (typeof email === 'string' && email.length > 254) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: 'The email address is too long (at most 254 characters).' }],
    })
  }
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && password) {
    const problem = passwordProblem(password, (data?.email as string | undefined) ?? originalDoc?.email)
    if (problem)
      throw new ValidationError({
        collection: 'users',
        errors: [{ path: 'password', message: passwordProblemText[problem] }],
      })
  }
  return data
}

/**
 * Fields that could lock an account out (or let it skip the confirmation) and that only the CMS's
 * own flows write: a PATCH by anyone but an administrator drops them, whatever the API.
 */
const protectedFields = [
  '_verified',
  '_verificationToken',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  'salt',
  'hash',
  'sessions',
  'roles',
  'pendingEmail',
  'emailChangeToken',
  'emailChangeExpiresAt',
  'emailChangeSentAt',
  'enableAPIKey',
  'apiKey',
  'apiKeyIndex',
]

/**
 * - An update by anyone but an administrator (REST, GraphQL) loses the protected fields.
 * - Deleting an account needs its current password (`deleteAccount`), except for staff.
 * - A login for an address without an account does the password work a real one does.
 * - A reset by the emailed link marks the account confirmed (checkAccount).
 */
const guardAccounts: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation === 'update' && !overrideAccess && !hasRole(req, 'admin')) {
    const data = (args as { data?: Record<string, unknown> }).data
    for (const field of protectedFields) if (data) delete data[field]
  }
  if (operation === 'delete' && !overrideAccess && !isStaff(req)) {
    throw new APIError(
      'You are not allowed to delete an account this way: deleting your own needs its current password (deleteAccount(currentPassword), POST /api/users/delete-account).',
      403,
      undefined,
      true,
    )
  }
  if (operation === 'login') {
    const email = (args as { data?: { email?: unknown; password?: unknown } }).data?.email
    const known =
      typeof email === 'string' && email.trim()
        ? await req.payload.db.findOne({
            collection: 'users',
            where: { email: { equals: email.trim().toLowerCase() } },
            req,
          })
        : null
    if (!known) await spendPasswordWork((args as { data?: { password?: unknown } }).data?.password)
  }
  if (operation === 'resetPassword') req.context.passwordReset = true
  return args
}

/** Fields only the CMS's own code writes and reads (the Local API overrides field access). */
const internalOnly = { read: () => false, create: () => false, update: () => false }

/** Editors of the CMS and visitors of the site share one auth collection, told apart by role. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // The session lives in the HttpOnly cookie only: login, me, refresh and reset never return the JWT (REST and GraphQL).
    removeTokenFromResponses: true,
    tokenExpiration: 60 * 60 * 24 * 7,
    // No account lock (anyone who knows an address could keep its owner out): failed logins are
    // throttled per account and client address instead (cms/src/collections/Users/login-throttle.ts).
    maxLoginAttempts: 0,
    // Secure cookies whenever the site is served over HTTPS (COOKIE_SECURE overrides).
    cookies: { sameSite: 'Lax', secure: cmsSettings.secureCookies },
    // A new account logs in only after following the link in its confirmation email (/login/?verify=).
    verify: {
      generateEmailSubject: ({ user }) => verifyEmail.subject(user),
      generateEmailHTML: ({ user, token }) => verifyEmail.html(user, token),
    },
    // The reset link opens the site's /forgot-password/reset/?token= screen; it works for one hour.
    // One reset email per address an hour: a request within the hour sends nothing and keeps the
    // first link working (Payload's own reservation, `resetPasswordRequestedAt`).
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      minRequestInterval: 60 * 60 * 1000,
      generateEmailSubject: (args) => resetEmail.subject(args?.user),
      generateEmailHTML: (args) => resetEmail.html(args?.user, args?.token ?? ''),
    },
  },
  hooks: {
    beforeValidate: [checkAccount, requireProofForAccountChanges],
    beforeOperation: [throttleLogin, guardAccounts],
    afterOperation: [clearLoginThrottle, recordStaffAccess],
    // A visitor's account goes with what is tied to it: enquiries and visits anonymised,
    // subscriptions removed, consents closed (cms/src/privacy/erase.ts); staff accounts keep their leads.
    beforeDelete: [
      async ({ id, req }) => {
        const account = await req.payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
        if (!account || account.roles?.some((role) => role !== 'visitor')) return
        await erasePerson(req, { email: account.email, account: account.id })
      },
    ],
  },
  endpoints: [
    // Registration answers alike whether or not the address has an account (cms/src/collections/Users/registration.ts).
    registrationEndpoint,
    {
      path: '/delete-account',
      method: 'post',
      handler: async (req) => {
        await addDataAndFileToRequest(req)
        return Response.json({
          deleted: await deleteOwnAccount(
            req,
            (req.data as { currentPassword?: unknown } | undefined)?.currentPassword,
          ),
        })
      },
    },
  ],
  // Shown by name wherever an account is chosen (an enquiry's owner, a note's author).
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'], group: 'People' },
  access: {
    admin: ({ req }) => isTeamMember(req),
    create: anyone,
    read: accountsReadable,
    update: selfOrAdmin,
    delete: selfOrAdmin,
    // Payload lets any signed-in account of this collection unlock others, visitors included. Its
    // lock is off (maxLoginAttempts: 0), but should it come back, only staff may lift it.
    unlock: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, validate: validName },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['visitor'],
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Sales', value: 'sales' },
        { label: 'Visitor', value: 'visitor' },
      ],
      // Only an administrator may grant or change roles; everyone else gets the default.
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    { name: 'phone', type: 'text', maxLength: 40 },
    // Filled into the enquiry form when its owner asks to be answered on WhatsApp.
    { name: 'whatsapp', label: 'WhatsApp number', type: 'text', maxLength: 40 },
    // The developments and unit types the visitor saved, and their compare choice: read and
    // written by the visitor alone (the collection's access) through the site (src/lib/saved-homes.ts).
    {
      name: 'savedHomes',
      type: 'json',
      // Sales staff read a lead's contact details, not what they saved.
      access: { read: ownerOrAdminField },
      admin: { readOnly: true },
      hooks: { beforeChange: [({ value }) => (value == null ? value : cleanSavedHomes(value))] },
    },
    // Asked for, never stored: a change of one's own password or email needs it (cms/src/collections/Users/account-changes.ts).
    {
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      maxLength: 128,
      access: { read: () => false },
      admin: {
        description: 'Needed to change your own password or email address.',
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id && String(user.id) === String(data.id)),
        components: { Field: '@payloadcms/ui#PasswordField' },
      },
    },
    // A new email address waiting for its owner to open the link sent to it.
    {
      name: 'pendingEmail',
      type: 'email',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    { name: 'emailChangeToken', type: 'text', index: true, hidden: true, access: internalOnly },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: internalOnly },
    { name: 'emailChangeSentAt', type: 'date', hidden: true, access: internalOnly },
    // The language of the emails the account gets from the site (cms/src/email). On one's own account
    // in the admin it is the admin's language setting (cms/src/components/AdminLanguage.tsx), so the
    // field is shown only on other accounts.
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      label: ({ t }) => (t as AdminT)('custom:languageOfEmails'),
      options: [
        { label: 'English', value: 'en' },
        { label: 'Bahasa Indonesia', value: 'id' },
      ],
      admin: {
        description: ({ t }) => (t as AdminT)('custom:languageOfEmailsHint'),
        condition: (data, _siblingData, { user }) => !(user && data?.id && String(user.id) === String(data.id)),
      },
    },
  ],
}
