/**
 * Query options of a badge or counter that polls (spec 1 §7, §9): every `intervalMs` while the tab is visible, never
 * while it is hidden (TanStack Query's focus manager follows `visibilitychange`), and at once when the tab becomes
 * visible again, however fresh the last answer was, so the number is right the moment the user looks.
 */
export function pollingOptions(intervalMs: number) {
  return {
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    // Between polls the answer counts as fresh: remounting the badge does not call again.
    staleTime: intervalMs,
  } as const;
}
