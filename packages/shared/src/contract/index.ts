/**
 * zod's namespace, for types only (`z.output<typeof MeSchema>`): the web takes its types from
 * the contract's schemas without depending on zod itself.
 */
export type { z } from 'zod';
export * from './account';
export * from './admin';
export * from './billing';
export * from './campaigns';
export * from './captions';
export * from './common';
export * from './data-export';
export * from './declare';
export * from './dev';
export * from './history';
export * from './keys';
export * from './links';
export * from './operations/index';
export * from './passkeys';
export * from './publishing';
export * from './review';
export * from './stream-events';
export * from './webhooks';
