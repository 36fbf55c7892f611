/** A Debian package that a command needs beside npm packages, and how to tell it is there. */
export interface DebianPackage {
  name: string
  installed: () => boolean
  /** What to do by hand when apt-get cannot install it. */
  hint: string
}
export declare const chromiumPath: string
export declare const headlessShellPath: string
export declare const redisServerPath: string
export declare function postgresBinDir(): string | undefined
export declare const postgresPackage: DebianPackage
export declare const chromiumPackage: DebianPackage
export declare function testPackages(args: string[]): DebianPackage[]
export declare function aptInstall(packages: DebianPackage[]): void
export declare function aptInstallBeside(
  packages: DebianPackage[],
): Promise<{ names: string[]; seconds?: number; error?: string }>
