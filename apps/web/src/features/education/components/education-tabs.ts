import type { Education } from '@portal/contracts';

/** The tabs of the education page (spec 2 §2), by their name in the URL hash (`#tab=…`). */
export const EDUCATION_TABS = [
  'instituutsopleiding',
  'praktijkopleiding',
  'portfolio',
  'opleidingsgegevens',
  'downloads',
] as const;
export type EducationTab = (typeof EDUCATION_TABS)[number];

/** The tabs this education shows: Praktijkopleiding only with practical modules. */
export function educationTabs(education: Pick<Education, 'practicalModules'>): EducationTab[] {
  return EDUCATION_TABS.filter((tab) => tab !== 'praktijkopleiding' || education.practicalModules);
}
