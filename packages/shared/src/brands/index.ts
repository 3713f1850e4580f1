export * from './schema';
export * from './traits';
