import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig, type GraphQLExtension, type PayloadRequest } from 'payload'
import { anyone, staffOnly } from '../access'
import { validateSubmission, type FieldErrorCode } from '../forms/validate'
import { slugField } from '../fields/slug'
import { notificationField, notifyRecipients } from '../forms/notify'

export const formFieldTypes = ['text', 'email', 'phone', 'select', 'checkbox', 'textarea'] as const

/** Form definitions that editors build; visitors' answers land in form-submissions. */
export const Forms: CollectionConfig = {
  slug: 'forms',
  admin: { useAsTitle: 'title', group: 'Forms' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'fields', type: 'array', required: true, minRows: 1,
      fields: [
        { type: 'row', fields: [
          { name: 'name', type: 'text', required: true, validate: (v: unknown) => (typeof v === 'string' && /^[a-zA-Z][a-zA-Z0-9_]*$/.test(v)) || 'Letters, digits and underscores, starting with a letter.' },
          { name: 'type', type: 'select', required: true, defaultValue: 'text', options: [...formFieldTypes] },
          { name: 'required', type: 'checkbox', defaultValue: false },
        ] },
        { name: 'label', type: 'text', localized: true, required: true },
        { name: 'placeholder', type: 'text', localized: true },
        { name: 'maxLength', type: 'number', min: 1, max: 5000 },
        { name: 'options', type: 'array', admin: { condition: (_, s) => s?.type === 'select' }, fields: [
          { name: 'label', type: 'text', localized: true, required: true },
          { name: 'value', type: 'text', required: true },
        ] },
      ],
    },
    { name: 'submitLabel', type: 'text', localized: true, required: true },
    { name: 'confirmation', type: 'select', required: true, defaultValue: 'message', options: [
      { label: 'Show a message', value: 'message' },
      { label: 'Go to the thank-you page', value: 'thank-you' },
    ] },
    { name: 'confirmationMessage', type: 'textarea', localized: true },
    notificationField,
  ],
}

const submissionMessages: Record<FieldErrorCode, string> = {
  required: 'This field is required.',
  email: 'Not a valid email address.',
  phone: 'Not a valid phone number.',
  tooLong: 'The answer is too long.',
  option: 'Not one of the choices.',
  type: 'The answer has the wrong type.',
  unknown: 'The form has no such field.',
}

/**
 * A submission is checked against its form's field definitions, on the server as in the browser
 * (the same rules, cms/src/forms/validate.ts): anonymous visitors create submissions, so nothing
 * the browser sends is trusted. Text answers are stored trimmed.
 */
const validateAnswers: CollectionBeforeValidateHook = async ({ data, req, operation, originalDoc }) => {
  if (!data) return data
  const formRef = data.form ?? originalDoc?.form
  const formId = typeof formRef === 'object' && formRef ? (formRef as { id: number }).id : formRef
  const form = formId
    ? await req.payload.findByID({ collection: 'forms', id: formId as number, depth: 0, req, overrideAccess: true, disableErrors: true })
    : null
  if (!form) {
    throw new ValidationError({ collection: 'form-submissions', errors: [{ path: 'form', message: 'Unknown form.' }] })
  }
  if (operation === 'update' && data.data === undefined) return data
  const errors = validateSubmission(form.fields ?? [], data.data)
  const names = Object.keys(errors)
  if (names.length) {
    throw new ValidationError({
      collection: 'form-submissions',
      errors: names.map((name) => ({ path: `data.${name}`, message: `${name}: ${submissionMessages[errors[name]]}` })),
    })
  }
  const answers = data.data as Record<string, unknown>
  data.data = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]))
  return data
}

export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  admin: { group: 'Forms', defaultColumns: ['form', 'createdAt'] },
  access: { create: anyone, read: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [validateAnswers], afterChange: [notifyRecipients] },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'data', type: 'json', required: true },
    { name: 'locale', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    { name: 'page', type: 'text', maxLength: 500 },
    {
      // Made by the browser once per submission (kept with it while the visitor is offline), so a
      // submission sent twice is stored once: see formSubmissionMutations.
      name: 'idempotencyKey', type: 'text', unique: true, index: true, maxLength: 100,
      admin: { readOnly: true, position: 'sidebar' },
      validate: (v: unknown) => v == null || (typeof v === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(v)) || 'Letters, digits, - and _ (8 to 100).',
    },
  ],
}

const submissionByKey = async (req: PayloadRequest, key: string) =>
  (await req.payload.find({
    collection: 'form-submissions', where: { idempotencyKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, req,
  })).docs[0]

/**
 * `createFormSubmission` made idempotent: a submission whose idempotency key is already stored
 * answers with the stored one instead of an error or a second row (the browser sends a saved
 * offline submission again when it cannot know whether the first attempt arrived). Two sends of
 * one key at the same moment: the unique index keeps one, and the other answers with it.
 */
export const formSubmissionMutations: GraphQLExtension = (_GraphQL, { Mutation }) => {
  const generated = Mutation.fields.createFormSubmission
  type Args = { data?: { idempotencyKey?: string | null } }
  return {
    createFormSubmission: {
      ...generated,
      resolve: async (source: unknown, args: Args, context: { req: PayloadRequest }, info: unknown) => {
        const key = args.data?.idempotencyKey
        if (!key) return generated.resolve(source, args, context, info)
        const stored = await submissionByKey(context.req, key)
        if (stored) return stored
        try {
          return await generated.resolve(source, args, context, info)
        } catch (error) {
          const raced = await submissionByKey(context.req, key)
          if (raced) return raced
          throw error
        }
      },
    },
  }
}
