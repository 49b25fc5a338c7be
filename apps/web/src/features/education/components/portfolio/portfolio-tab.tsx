import type { ComponentType } from 'react';
import type { Education } from '@portal/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '../../../../components/page-tabs';
import { STORAGE_KEYS, useStoredValue, writeStored } from '../../../../lib/local-storage';
import { useAccount } from '../../../../lib/session';
import { EpaPanel } from './epa-panel';
import { GuidancePanel } from './guidance-panel';
import { PortfolioWidgets } from './portfolio-widgets';

/** The portfolio's tabs (spec 2 "Portfolio screen"), by the name remembered for them. */
export const PORTFOLIO_TABS = ['voortgang-begeleiding', 'producten', 'kba-epa', 'aanvragen'] as const;
export type PortfolioTabName = (typeof PORTFOLIO_TABS)[number];

/** What a portfolio panel made elsewhere is given. */
export interface PortfolioPanelProps {
  education: Education;
}

/**
 * The portfolio's panels built outside this frame, composed in by the app (see `app/routes/education-portfolio.tsx`):
 * 'Producten' and 'Aanvragen'. A tab whose panel is not given is not shown.
 */
export interface PortfolioPanels {
  producten?: ComponentType<PortfolioPanelProps>;
  aanvragen?: ComponentType<PortfolioPanelProps>;
}

/** The tabs this education shows: Producten and Aanvragen when given, KBA's/EPA's only with EPA modules. */
export function portfolioTabs(education: Pick<Education, 'epaModules'>, panels: PortfolioPanels): PortfolioTabName[] {
  return PORTFOLIO_TABS.filter((tab) => {
    if (tab === 'kba-epa') return education.epaModules;
    if (tab === 'producten' || tab === 'aanvragen') return panels[tab] !== undefined;
    return true;
  });
}

/**
 * Whether the signed-in user assesses this participant's EPA levels (the server's rule for
 * `PUT /api/assignment/{id}/epa-level`: admins, the education's institute educators and practical trainers, and an
 * assignment's evaluators, who see the education only as one of those). Never the participant.
 */
function assessesLevels(account: { id: string; roles: readonly string[] }, education: Education): boolean {
  if (account.id === education.user.id) return false;
  return (
    account.roles.includes('ROLE_ADMIN') ||
    education.instituteEducators.some((p) => p.id === account.id) ||
    education.practicalEducators.some((p) => p.id === account.id)
  );
}

/**
 * The Portfolio tab of the education page (spec 2 "Portfolio screen"): its own tabs, Voortgang en begeleiding by
 * default, the chosen one remembered in `localStorage['portfolio_tab']` (for every education: the same habit of work).
 * A remembered tab this education does not show falls back to the first.
 */
export function PortfolioTab({ education, panels = {} }: { education: Education; panels?: PortfolioPanels }) {
  const { t } = useTranslation('education');
  const account = useAccount();
  const tabs = portfolioTabs(education, panels);
  const stored = useStoredValue(STORAGE_KEYS.portfolioTab);
  const tab = tabs.find((name) => name === stored) ?? 'voortgang-begeleiding';
  // Staff keep the log with the participant: the title names whose log it is.
  const participantName = account.id === education.user.id ? null : education.user.fullName;
  const Products = panels.producten;
  const Requests = panels.aanvragen;

  return (
    <PageTabs
      idPrefix="portfolio"
      tabs={tabs}
      value={tab}
      onChange={(next) => writeStored(STORAGE_KEYS.portfolioTab, next)}
      labelOf={(name) => t(`portfolio.tabs.${name}`)}
      ariaLabel={t('portfolio.tabsLabel')}
      gap={2}
    >
      {tab === 'voortgang-begeleiding' ? (
        <Stack spacing={4}>
          <PortfolioWidgets education={education} />
          <GuidancePanel education={education} participantName={participantName} />
        </Stack>
      ) : null}
      {tab === 'producten' && Products ? <Products education={education} /> : null}
      {tab === 'kba-epa' ? <EpaPanel education={education} canAssess={assessesLevels(account, education)} /> : null}
      {tab === 'aanvragen' && Requests ? <Requests education={education} /> : null}
    </PageTabs>
  );
}
