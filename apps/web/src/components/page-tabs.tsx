import { Box, Tab, Tabs } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface PageTabsProps<T extends string> {
  /** Makes the ids of the tabs and the panel (`{idPrefix}-tab-{tab}`, `{idPrefix}-tabpanel-{tab}`). */
  idPrefix: string;
  tabs: readonly T[];
  value: T;
  onChange: (next: T) => void;
  labelOf: (tab: T) => string;
  /** The tab list's accessible name. */
  ariaLabel: string;
  /** The shown tab's panel. */
  children: ReactNode;
  /** Space under the tab bar (theme spacing). */
  gap?: number;
}

/**
 * A page's tabs: a scrollable tab bar (arrows on a phone too, in place whether or not they can scroll) and the one panel shown, linked both ways for assistive
 * technology. Only the shown panel exists, so only its tab points at one.
 */
export function PageTabs<T extends string>({
  idPrefix,
  tabs,
  value,
  onChange,
  labelOf,
  ariaLabel,
  children,
  gap = 3,
}: PageTabsProps<T>) {
  const tabId = (tab: T) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: T) => `${idPrefix}-tabpanel-${tab}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: gap }}>
        <Tabs
          value={value}
          onChange={(_event, next: T) => onChange(next)}
          aria-label={ariaLabel}
          variant="scrollable"
          // Always there (invisible while disabled), rather than 'auto': an arrow that appears or goes as the bar
          // scrolls shifted every tab by its width, under a finger or pointer that was just aiming at one.
          scrollButtons
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={labelOf(tab)}
              id={tabId(tab)}
              aria-controls={tab === value ? panelId(tab) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)}>
        {children}
      </Box>
    </>
  );
}

/** The tab named in a location hash (`#tab=deelnemers`), or the first of `tabs`. */
export function tabFromHash<T extends string>(hash: string, tabs: readonly T[]): T | undefined {
  const asked = new URLSearchParams(hash.replace(/^#/, '')).get('tab');
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}

/**
 * The shown tab kept in the URL hash, so a reload or a shared link opens the same tab; choosing another replaces
 * the history entry (Back leaves the page rather than stepping through its tabs).
 */
export function useHashTab<T extends string>(tabs: readonly T[]): [T | undefined, (next: T) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const select = useCallback((next: T) => void navigate({ hash: `tab=${next}` }, { replace: true }), [navigate]);
  return [tabFromHash(hash, tabs), select];
}
