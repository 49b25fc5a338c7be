import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { canManageFaq, canManageNews } from '../access';
import { FaqTab } from '../components/faq-tab';
import { NewsSection } from '../components/news-section';

/** The tabs of /informatie; the value is the URL hash (spec 1 §2: "the tab is kept in the URL hash, default news"). */
export const INFORMATION_TABS = ['nieuws', 'faq'] as const;
export type InformationTab = (typeof INFORMATION_TABS)[number];

/** The tab of a location hash ('#faq'); anything else is the news. */
export function tabOfHash(hash: string): InformationTab {
  let value: string;
  try {
    value = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    // A malformed escape ('#%E0') names no tab.
    return 'nieuws';
  }
  return (INFORMATION_TABS as readonly string[]).includes(value) ? (value as InformationTab) : 'nieuws';
}

const tabId = (tab: InformationTab) => `information-tab-${tab}`;
const panelId = (tab: InformationTab) => `information-tabpanel-${tab}`;

/**
 * Route module for /informatie (spec 1 §2 "Information area"): the news (its first page) and the FAQ in two tabs,
 * and the ways into their management for those who may manage them.
 */
export function InformationPage() {
  const { t } = useTranslation('information');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const tab = tabOfHash(location.hash);

  // The tab replaces the history entry: the back button leaves the page instead of flipping tabs.
  const select = (next: InformationTab) => void navigate({ hash: next }, { replace: true });

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {canManageNews(account) ? (
            <Button variant="outlined" component={RouterLink} to="/nieuwsbeheer">
              {t('manageNews')}
            </Button>
          ) : null}
          {canManageFaq(account) ? (
            <Button variant="outlined" component={RouterLink} to="/informatie/faq-beheer">
              {t('manageFaq')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: InformationTab) => select(next)} aria-label={t('tabs.label')}>
          {INFORMATION_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`tabs.${value === 'nieuws' ? 'news' : 'faq'}`)}
              id={tabId(value)}
              // Only the shown panel exists: the other would point at nothing.
              aria-controls={value === tab ? panelId(value) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'nieuws' ? <NewsSection page={1} /> : <FaqTab />}
      </Box>
    </>
  );
}

export { InformationPage as Component };
