import type { OperationDeclaration } from '../declare';
import { accountApi } from './account';
import { adminApi } from './admin';
import { billingApi } from './billing';
import { brandsApi } from './brands';
import { campaignsApi } from './campaigns';
import { captionsApi } from './captions';
import { devApi } from './dev';
import { historyApi } from './history';
import { keysApi } from './keys';
import { linksApi } from './links';
import { publishingApi } from './publishing';
import { reviewApi } from './review';
import { webhooksApi } from './webhooks';

/**
 * Every area of the contract by name, for the server's checks that go over all operations (who
 * an API key may call, the operations test). The web never imports this module: it takes types
 * only, and a list of every declaration would put them all in its bundle.
 */
export const API_AREAS = {
  accountApi,
  adminApi,
  billingApi,
  brandsApi,
  campaignsApi,
  captionsApi,
  devApi,
  historyApi,
  keysApi,
  linksApi,
  publishingApi,
  reviewApi,
  webhooksApi,
} as const;

/** Every operation of the contract. */
export const API_OPERATIONS: readonly OperationDeclaration[] = Object.values(API_AREAS).flatMap(
  (area) => Object.values(area) as OperationDeclaration[],
);
