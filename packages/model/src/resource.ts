/** Resource wire types of SPEC §7 and the §4 end marker. */
import * as z from 'zod/mini';
import './zodMessages.ts';

export { BOARDS_PAGE_SIZE, DEFAULT_HTTP_STATUS, END_BOOKMARK } from './resourceConstants.ts';

export const ResourceErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  http_status: z.number().check(z.int()),
});
export type ResourceError = z.infer<typeof ResourceErrorSchema>;

export interface ResourceResponse<T> {
  resource_response: {
    data: T | null;
    error: ResourceError | null;
    bookmark: string | null;
    http_status: number;
  };
  bookmarks?: string[];
}

/** A §7 resource response whose data is checked by `data`. */
export function resourceResponseSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({
    resource_response: z.object({
      data: z.nullable(data),
      error: z.nullable(ResourceErrorSchema),
      bookmark: z.nullable(z.string()),
      http_status: z.number().check(z.int()),
    }),
    bookmarks: z.optional(z.array(z.string())),
  });
}

/** §7 Create PinResource (repin) response: id, pinner.id, board (id, url, name), section slug. */
export const RepinResultSchema = z.object({
  id: z.string(),
  pinner: z.object({ id: z.string() }),
  /** null = saved to the profile (no board, §4). */
  board: z.nullable(z.object({ id: z.string(), url: z.string(), name: z.string() })),
  section: z.optional(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
});
export type RepinResult = z.infer<typeof RepinResultSchema>;
