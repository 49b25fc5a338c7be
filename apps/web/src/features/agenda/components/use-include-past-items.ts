import { useCallback } from 'react';
import { STORAGE_KEYS, useStoredValue, writeStored } from '../../../lib/local-storage';

/**
 * 'Items afgelopen maand tonen' (spec 2 §4): remembered in this browser (`agenda_include_past_items`), read as the
 * agenda opens; off unless stored as '1'.
 */
export function useIncludePastItems() {
  const stored = useStoredValue(STORAGE_KEYS.agendaIncludePastItems);
  const includePastItems = stored === '1';
  const setIncludePastItems = useCallback(
    (next: boolean) => writeStored(STORAGE_KEYS.agendaIncludePastItems, next ? '1' : '0'),
    [],
  );
  return [includePastItems, setIncludePastItems] as const;
}
