import { useCallback, type UIEvent } from 'react';

/** Spec 1 §9: infinite scroll loads more near the bottom, at 85% of the height. */
export const LOAD_MORE_AT = 0.85;

/** Whether a scrolled element shows its content down to `LOAD_MORE_AT` of its height. */
export function scrolledNearEnd(element: Pick<Element, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight * LOAD_MORE_AT;
}

interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** An `onScroll` handler for a scrolling list of a `useInfiniteQuery`: asks the next page once past 85%. */
export function useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteList) {
  return useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (hasNextPage && !isFetchingNextPage && scrolledNearEnd(event.currentTarget)) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
}
