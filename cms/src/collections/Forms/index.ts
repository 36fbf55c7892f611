import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { anyone, salesStaffOnly, staffOnly } from '../../access'
import { validateSubmission, type FieldErrorCode } from '@lestari/model/forms'
import { sentFromField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { idempotencyKeyField, idempotentCreate } from '../../utilities/idempotent-create'
import { notificationField, notifyRecipients } from './notify'

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
      name: 'fields',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              validate: (v: unknown) =>
                (typeof v === 'string' && /^[a-zA-Z][a-zA-Z0-9_]*$/.test(v)) ||
                'Letters, digits and underscores, starting with a letter.',
            },
            { name: 'type', type: 'select', required: true, defaultValue: 'text', options: [...formFieldTypes] },
            { name: 'required', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'label', type: 'text', localized: true, required: true },
        { name: 'placeholder', type: 'text', localized: true },
        { name: 'maxLength', type: 'number', min: 1, max: 5000 },
        {
          name: 'options',
          type: 'array',
          admin: { condition: (_, s) => s?.type === 'select' },
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'submitLabel', type: 'text', localized: true, required: true },
    {
      name: 'confirmation',
      type: 'select',
      required: true,
      defaultValue: 'message',
      options: [
        { label: 'Show a message', value: 'message' },
        { label: 'Go to the thank-you page', value: 'thank-you' },
      ],
    },
    { name: 'confirmationMessage', type: 'textarea', localized: true },
    notificationField,
  ],
}

export const submissionMessages: Record<FieldErrorCode, string> = {
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
 * (the same rules, packages/model/forms.ts): anonymous visitors create submissions, so nothing
 * the browser sends is trusted. Text answers are stored trimmed.
 */
const validateAnswers: CollectionBeforeValidateHook = async ({ data, req, operation, originalDoc }) => {
  if (!data) return data
  const formRef = data.form ?? originalDoc?.form
  const formId = typeof formRef === 'object' && formRef ? (formRef as { id: number }).id : formRef
  const form = formId
    ? await req.payload.findByID({
        collection: 'forms',
        id: formId as number,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
      })
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
  // Visitors' answers hold their contact details: leads, for sales staff (editors build the forms).
  access: { create: anyone, read: salesStaffOnly, update: salesStaffOnly, delete: salesStaffOnly },
  hooks: { beforeValidate: [validateAnswers], afterChange: [notifyRecipients] },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'data', type: 'json', required: true },
    { name: 'locale', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    sentFromField,
    // A submission sent twice is stored once: see formSubmissionMutations.
    idempotencyKeyField,
  ],
}

/** `createFormSubmission` made idempotent (cms/src/utilities/idempotent-create.ts). */
export const formSubmissionMutations = idempotentCreate('createFormSubmission', 'form-submissions')
