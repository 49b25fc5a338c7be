/**
 * Query keys of the information area. Everything cached about the reader's news sits under the root `['news']`, the
 * news icon's unread badge of the top bar included (`['news', 'unread-count']`): opening an item marks it read on the
 * server, which changes the lists' 'Nieuw' chips and the badge alike, so the area refreshes the whole root at once
 * without knowing the shell's keys one by one (features never import the app).
 */
export const NEWS_ROOT_KEY = ['news'] as const;

export const newsKeys = {
  page: (page: number) => [...NEWS_ROOT_KEY, 'page', page] as const,
  item: (id: string) => [...NEWS_ROOT_KEY, 'item', id] as const,
};

export const PUBLIC_FAQ_QUERY_KEY = ['faqs', 'public'] as const;
