/**
 * The §4/§7 numbers of resource calls, in a module without zod: a package that needs only these
 * (the resource-fetch machine, the grid) does not pull zod and the wire schemas into its bundle.
 */
export const END_BOOKMARK = '-end-'; // §4 the end marker: a resource is at its end when the next bookmark is this
export const DEFAULT_HTTP_STATUS = 500; // §4 a failure records its http status, default 500
export const BOARDS_PAGE_SIZE = 25; // §7/§9 boards page size 25
