/** The id a relationship field holds, whether populated (the document) or not (its id); null when empty. */
export const relationId = (ref: unknown): number | null =>
  ref && typeof ref === 'object' ? (ref as { id: number }).id : ref == null ? null : Number(ref)
