export * from './api-keys';
export * from './auth';
export * from './endpoint';
export * from './domain';
export * from './errors';
export * from './roles';
export * from './system';
export * from './uuid';
