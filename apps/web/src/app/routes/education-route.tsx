import { EducationDetailPage } from '../../features/education/routes/education-detail-page';
import { EducationAssignmentSlots } from './education-assignment-slots';
import { PORTFOLIO_PANELS } from './education-portfolio';

/** Route module of /onderwijs/{id}: the education page with the assignments area's actions in its module lists. */
export function EducationRoute() {
  return (
    <EducationAssignmentSlots>
      <EducationDetailPage portfolioPanels={PORTFOLIO_PANELS} />
    </EducationAssignmentSlots>
  );
}

export { EducationRoute as Component };
