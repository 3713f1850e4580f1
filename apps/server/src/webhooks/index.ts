/*
 * The webhooks area as other parts use it: `emitEvent`, which queues an account's event for its
 * endpoints (reviews, campaigns, generations and publications raise them), the dispatcher the
 * process starts, and a disabled endpoint's stored reason in words (the data export shows it as
 * the API does) (docs/decisions/0058). Only app.ts mounts webhooks.routes.ts.
 */
export { createDispatcher, type Dispatcher, RETRY_DELAYS_MS } from './dispatcher';
export { disabledReasonText, emitEvent } from './webhooks.service';
