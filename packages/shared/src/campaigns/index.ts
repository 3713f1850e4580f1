export * from './angles';
export * from './rules';
export * from './schedule';
export * from './schema';
