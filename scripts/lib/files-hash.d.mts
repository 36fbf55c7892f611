export declare function filesHash(root: string, paths: string[], skipped?: ReadonlySet<string>): string
