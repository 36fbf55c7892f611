import { localeFrom } from '@lestari/model'
import type { GlobalConfig, PayloadRequest } from 'payload'
import {
  synonymGroupsError,
  synonymLimits,
  synonymRowsOf,
  synonymWordsError,
  type SynonymRow,
} from '@lestari/model/search-words'
import { anyone, isStaff, staffOnly } from '../access'
import { linkFields, phoneField, urlField } from '../fields/common'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  // Earlier versions are the editors' history, not the public's (Payload's default is any signed-in account).
  access: { read: anyone, update: staffOnly, readVersions: staffOnly },
  versions: { max: 20 },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', type: 'text', required: true },
            { name: 'tagline', type: 'text', localized: true },
            { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'contact',
              type: 'group',
              fields: [
                phoneField('phone', 'International form, e.g. +62 21 5550 0000.'),
                phoneField(
                  'whatsapp',
                  'WhatsApp number of the sales team, international form (+62 812 8000 2026); each development may set its own.',
                ),
                { name: 'email', type: 'email' },
                { name: 'address', type: 'textarea', localized: true },
              ],
            },
            {
              // Staff only: the site never shows it.
              name: 'salesEmail',
              type: 'email',
              access: { read: ({ req }) => isStaff(req) },
              admin: { description: 'Enquiries about a development without its own sales email are emailed here.' },
            },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            {
              name: 'navigation',
              type: 'array',
              fields: [...linkFields(), { name: 'children', type: 'array', fields: linkFields() }],
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footerColumns',
              type: 'array',
              maxRows: 4,
              fields: [
                { name: 'heading', type: 'text', localized: true, required: true },
                { name: 'links', type: 'array', fields: linkFields() },
              ],
            },
            { name: 'copyright', type: 'text', localized: true },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: ['instagram', 'facebook', 'youtube', 'x', 'tiktok', 'linkedin'],
                },
                urlField('url', true),
              ],
            },
          ],
        },
        {
          label: 'Popup banner',
          fields: [
            {
              name: 'popupBanner',
              type: 'group',
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'title', type: 'text', localized: true },
                { name: 'text', type: 'textarea', localized: true },
                { name: 'link', type: 'group', fields: linkFields(false) },
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: 'Search',
          fields: [
            {
              // Per language, as each language has its own search index (src/lib/search.ts reads them).
              name: 'searchSynonyms',
              label: { en: 'Search synonyms', id: 'Sinonim pencarian' },
              type: 'array',
              localized: true,
              maxRows: synonymLimits.groups,
              defaultValue: ({ locale }: { locale?: string }) => synonymRowsOf(locale === 'id' ? 'ID' : 'EN'),
              admin: {
                description: {
                  en: "Words buyers type for the same thing, searched as one on this language's site (include the other language's words buyers type here). Empty: the built-in list applies. Live after the next site build.",
                  id: 'Kata yang diketik pembeli untuk hal yang sama, dicari bersama di situs bahasa ini (sertakan kata bahasa lain yang diketik pembeli di sini). Kosong: daftar bawaan berlaku. Tampil setelah build situs berikutnya.',
                },
              },
              validate: (rows: unknown, { req }: { req: PayloadRequest }) =>
                synonymGroupsError(Array.isArray(rows) ? (rows as SynonymRow[]) : [], localeFrom(req.i18n?.language)) ??
                true,
              fields: [
                {
                  name: 'words',
                  label: { en: 'Words, separated by commas', id: 'Kata, dipisahkan koma' },
                  type: 'text',
                  required: true,
                  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                    synonymWordsError(
                      typeof value === 'string' ? value : '',
                      req.locale === 'id' ? 'ID' : 'EN',
                      localeFrom(req.i18n?.language),
                    ) ?? true,
                },
                {
                  name: 'homes',
                  label: {
                    en: 'These words name a home (developments listed first)',
                    id: 'Kata ini berarti hunian (proyek ditampilkan lebih dulu)',
                  },
                  type: 'checkbox',
                  defaultValue: false,
                },
              ],
            },
          ],
        },
        {
          label: 'Stock',
          fields: [
            {
              name: 'stock',
              type: 'group',
              admin: { description: 'Share prices shown in the stock widget.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bsde', type: 'number', defaultValue: 0, min: 0 },
                    { name: 'duti', type: 'number', defaultValue: 0, min: 0 },
                    { name: 'a26', type: 'number', defaultValue: 0, min: 0 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
