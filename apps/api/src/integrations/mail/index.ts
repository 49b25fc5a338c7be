// Mail: templates, transports (SMTP and an in-memory fake) and the outbox mailer.
export * from './mailer';
export * from './templates';
export * from './transport';
export { escapeHtml } from './layout';
