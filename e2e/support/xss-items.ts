// The titles of the news and FAQ items xss.spec stores. Their content is the stored-XSS corpus, cleaned: what is left
// of a payload may be an image without a valid source, which the browser rightly logs as a failed resource. Journeys
// that open "any item" of a list (roles.spec) pass these by, so a concurrent xss.spec cannot hand them one.
export const XSS_NEWS_TITLE = 'Beveiligingstest';
export const XSS_FAQ_TITLE = 'Veilige inhoud';
export const isXssItem = (item: { title?: string }) =>
  item.title?.startsWith(`${XSS_NEWS_TITLE} `) === true || item.title?.startsWith(`${XSS_FAQ_TITLE} `) === true;
