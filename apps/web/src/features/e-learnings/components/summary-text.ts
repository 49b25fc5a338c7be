/**
 * A course summary from the learning platform (HTML) as plain text: parsed in an inert document (nothing there loads
 * or runs) and only its text kept, so none of the platform's markup reaches the page.
 */
export function summaryText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
