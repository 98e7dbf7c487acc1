/** The shape of a resource route: a §7 call name, its handler, and what it needs. */
import type { ResourceCallName, ResourceCallOptions } from '@tessera/model';
import type { Ctx } from './context.ts';

/** What a handler answers: data, and the next bookmark when the resource pages. */
export interface Reply {
  data: unknown;
  bookmark?: string | null;
  status?: number;
  /** Extra headers (e.g. Set-Cookie). */
  headers?: Record<string, string>;
}

export interface ResourceRoute<N extends ResourceCallName = ResourceCallName> {
  name: N;
  handle(ctx: Ctx, options: ResourceCallOptions<N>, bookmarks: string[]): Reply;
}

/** A typed route (the options are those of the call's schema in @tessera/model). */
export function route<N extends ResourceCallName>(
  name: N,
  handle: (ctx: Ctx, options: ResourceCallOptions<N>, bookmarks: string[]) => Reply,
): ResourceRoute {
  return { name, handle } as unknown as ResourceRoute;
}
