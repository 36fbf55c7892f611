import type { CollectionConfig } from 'payload'
import { lotStatuses } from '@lestari/model/site-plans'
import { nobody, teamOnly } from '../access'

/**
 * Every change of a lot's status (SitePlans/lots.ts, recordStatusChanges): the lot, its status
 * before and after, who changed it and when (createdAt), through the admin or an import. Written
 * by the site plans' hook only; read by the team; never changed or deleted.
 */
export const LotStatusChanges: CollectionConfig = {
  slug: 'lot-status-changes',
  admin: {
    useAsTitle: 'lot',
    group: 'Developments',
    defaultColumns: ['lot', 'from', 'to', 'changedBy', 'createdAt'],
  },
  access: { read: teamOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Kept when its site plan is deleted (the lot and the development stay named).
    { name: 'sitePlan', type: 'relationship', relationTo: 'site-plans', index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
    { name: 'lot', type: 'text', required: true },
    { name: 'from', type: 'select', options: [...lotStatuses] },
    { name: 'to', type: 'select', options: [...lotStatuses], required: true },
    { name: 'changedBy', type: 'relationship', relationTo: 'users' },
    { name: 'source', type: 'select', options: ['admin', 'import'], defaultValue: 'admin' },
  ],
}
