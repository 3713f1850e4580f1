/*
 * The webhooks area as other parts use it: `emitEvent`, which queues an account's event for its
 * endpoints (reviews, campaigns, generations and publications raise them), and the dispatcher
 * the process starts (docs/decisions/0058). Only app.ts mounts webhooks.routes.ts.
 */
export { createDispatcher, type Dispatcher, RETRY_DELAYS_MS } from './dispatcher';
export { emitEvent } from './webhooks.service';
