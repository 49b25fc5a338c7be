/** The tabs of /account, in order; the value is also the `tab` query parameter (spec 3 "Profile"). */
export const ACCOUNT_TABS = ['profiel', 'authenticatie', 'notificaties', 'certificaten', 'privacy'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tabs on offer: no notificaties in the e-learning view. */
export function accountTabs(eLearning: boolean): AccountTab[] {
  return eLearning ? ACCOUNT_TABS.filter((tab) => tab !== 'notificaties') : [...ACCOUNT_TABS];
}

/** The tab of the `tab` parameter when on offer; otherwise the default: certificaten in e-learning, else profiel. */
export function selectedTab(param: string | null, eLearning: boolean): AccountTab {
  const tabs: readonly string[] = accountTabs(eLearning);
  if (param !== null && tabs.includes(param)) return param as AccountTab;
  return eLearning ? 'certificaten' : 'profiel';
}
