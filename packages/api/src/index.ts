/** @tessera/api: the resource client of SPEC §7, the typed calls, and the React provider. */
export { ApiProvider, useApi } from './ApiProvider.tsx';
export {
  isResourceRequestError,
  ResourceRequestError,
  type ResourceRequestErrorInit,
} from './ResourceRequestError.ts';
export {
  createResourceClient,
  type RequestInitOptions,
  type ResourceAction,
  type ResourceClient,
  type ResourceClientConfig,
  type ResourceOptions,
  type ResourcePage,
  resourceUrl,
} from './resourceClient.ts';
export {
  createTesseraApi,
  type HomefeedPage,
  MAX_BOARD_PAGES,
  nextBookmark,
  type TesseraApi,
} from './tesseraApi.ts';
