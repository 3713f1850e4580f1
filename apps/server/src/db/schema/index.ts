export * from './api-keys';
export * from './app';
export * from './auth';
export * from './billing';
export * from './brands';
export * from './history';
export * from './mail';
export * from './users';
