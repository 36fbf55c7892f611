/** Headers every response of the site's origin carries. */
export declare const commonHeaders: Record<string, string>
/** The headers of a response on one of the CMS's paths. */
export declare const cmsPathHeaders: (urlPath: string) => Record<string, string>
