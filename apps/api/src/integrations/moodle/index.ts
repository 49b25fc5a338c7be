// Moodle: the typed client (auth_userkey login URLs, free courses) and a simulator of the same shapes.
export * from './moodle-client';
export * from './moodle-simulator';
export * from './moodle-health';
