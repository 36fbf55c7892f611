import type { Rule } from 'eslint'

export function programOf(file: string): string
export const allowedCrossings: { from: string; to: RegExp }[]
export function boundaryCrossing(file: string, specifier: string): string | null
export const programBoundaries: Rule.RuleModule
