/**
 * The largest content pack taken by default, in megabytes (CONTENT_PACK_MAX_MB): the demo site
 * with all its pictures is about 10 MB (docs/decisions/069), a pack holds its pictures as base64.
 */
export const DEFAULT_PACK_MAX_MB = 64;
