// One file per aggregate; this index is what drizzle-kit and the client read.
export * from './settings';
