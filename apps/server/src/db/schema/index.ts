export * from './auth';
export * from './history';
export * from './mail';
export * from './users';
