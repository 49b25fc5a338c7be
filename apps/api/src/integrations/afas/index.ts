export * from './auth';
export * from './client';
export * from './connectors';
export * from './dates';
export * from './simulator';
export * from './scale-fixture';
