// Test factories: `createX(db, overrides)` inserts one valid row of table X, making any parent it needs, with
// values unique per call, and returns the row. Each test builds its own data, so tests need no clean-up.
export * from './support';
export * from './users';
export * from './files';
export * from './educations';
export * from './forms';
export * from './modules';
export * from './assignments';
export * from './entries';
export * from './events';
export * from './notifications';
export * from './news';
export * from './faq';
export * from './sync';
export * from './mail';
export * from './settings';
export * from './graph';
export * from './exports';
