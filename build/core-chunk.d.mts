/** The islands of the storefront's home page, whose kernel modules make the core chunk. */
export declare const HOME_ISLANDS: readonly string[];
/** The kernel modules (repository paths, `shared/…`) the core chunk holds. */
export declare function coreModules(): Promise<string[]>;
