// The ports of the browser tests: the portal under test, and the SMTP listener its mails go to (with the HTTP side
// the tests read them from). One base (E2E_PORT) so that two runs side by side never meet.
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = PORTAL_PORT + 1;
export const MAILS_PORT = PORTAL_PORT + 2;
export const MAILS_URL = `http://127.0.0.1:${MAILS_PORT}`;
