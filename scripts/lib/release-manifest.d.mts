export declare const releaseDir: string
export declare const manifestFile: string
export declare const releaseTaskBundle: string
export declare const releaseCommands: string[]
export declare function sourceHash(root: string): string
export declare function commitOf(root: string): string | null
export declare function codeCommit(root: string): string | null
export declare function releaseProblem(root: string): string | null
