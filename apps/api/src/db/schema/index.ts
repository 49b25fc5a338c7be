// One file per aggregate; this index is what drizzle-kit and the client read.
export * from './enums';
export * from './settings';
export * from './files';
export * from './users';
export * from './educations';
export * from './forms';
export * from './modules';
export * from './assignments';
export * from './events';
export * from './notifications';
export * from './news';
export * from './faq';
export * from './sync';
export * from './mail';
export * from './exports';
