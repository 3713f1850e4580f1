export * from './captions';
export * from './errors';
export * from './languages';
export * from './password';
export * from './routes';
export * from './schemas/me';
export * from './tiers';
export * from './title';
