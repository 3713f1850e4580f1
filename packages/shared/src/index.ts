export * from './errors';
export * from './languages';
export * from './routes';
export * from './title';
