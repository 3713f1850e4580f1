export * from './auth';
export * from './billing';
export * from './history';
export * from './mail';
export * from './users';
