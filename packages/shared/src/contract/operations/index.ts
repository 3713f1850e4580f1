import type { accountApi } from './account';
import type { adminApi } from './admin';
import type { billingApi } from './billing';
import type { brandsApi } from './brands';
import type { campaignsApi } from './campaigns';
import type { captionsApi } from './captions';
import type { devApi } from './dev';
import type { historyApi } from './history';
import type { keysApi } from './keys';
import type { linksApi } from './links';

export * from './account';
export * from './admin';
export * from './billing';
export * from './brands';
export * from './campaigns';
export * from './captions';
export * from './dev';
export * from './history';
export * from './keys';
export * from './links';

type ValuesOf<T> = T[keyof T];

/** Every operation of the contract, as a union of their declarations. */
export type ApiOperation =
  | ValuesOf<typeof accountApi>
  | ValuesOf<typeof adminApi>
  | ValuesOf<typeof billingApi>
  | ValuesOf<typeof brandsApi>
  | ValuesOf<typeof campaignsApi>
  | ValuesOf<typeof captionsApi>
  | ValuesOf<typeof devApi>
  | ValuesOf<typeof historyApi>
  | ValuesOf<typeof keysApi>
  | ValuesOf<typeof linksApi>;

/** An operation's name as the OpenAPI document and the web name it: `PATCH /api/brands/{id}`. */
export type OperationKey<O extends ApiOperation = ApiOperation> = O extends {
  method: infer M extends string;
  path: infer P extends string;
}
  ? `${Uppercase<M>} ${P}`
  : never;
