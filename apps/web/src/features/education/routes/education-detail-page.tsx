import { Alert, Link, Typography } from '@mui/material';
import type { Education } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { MaterialUnavailable } from '../../../components/material-unavailable';
import { PageLoader } from '../../../components/page-loader';
import { PageTabs, useHashTab } from '../../../components/page-tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { useEducation } from '../api/get-education';
import { useEducationModules, type ModuleListKind } from '../api/get-education-modules';
import { EducationDetails } from '../components/education-details';
import { EducationDownloads } from '../components/education-downloads';
import { educationTabs } from '../components/education-tabs';
import { ModuleList } from '../components/module-list';
import { PortfolioTab, type PortfolioPanels } from '../components/portfolio/portfolio-tab';
import { useLearningMaterial } from '../components/use-learning-material';

function ModulesTab({
  education,
  kind,
  label,
  material,
}: {
  education: Education;
  kind: ModuleListKind;
  label: string;
  material: ReturnType<typeof useLearningMaterial>;
}) {
  const { t } = useTranslation('education');
  const modules = useEducationModules(education.id, kind);
  if (modules.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (!modules.data) return <PageLoader />;
  return (
    <ModuleList
      modules={modules.data.items}
      furtherEducation={education.furtherEducation}
      label={label}
      onOpenMaterial={(eventId) => void material.open(eventId)}
      busyEventId={material.busy}
      educationId={education.id}
      permissions={education._permissions}
    />
  );
}

function EducationView({ education, portfolioPanels }: { education: Education; portfolioPanels?: PortfolioPanels }) {
  const { t } = useTranslation('education');
  const account = useAccount();
  const [tab = 'instituutsopleiding', select] = useHashTab(educationTabs(education));
  const material = useLearningMaterial(education.id);
  const title = education.furtherEducation ? t('page.furtherEducation') : education.name;
  useDocumentTitle(title);
  if (material.unavailable) return <MaterialUnavailable />;

  const heading = (
    <Typography component="h1" variant="h4" gutterBottom>
      {title}
    </Typography>
  );

  // Further education (spec 2 §2): one view, its modules with their points, and the certificates for the owner.
  if (education.furtherEducation) {
    return (
      <>
        {heading}
        {education.user.id === account.id ? (
          <Typography sx={{ mb: 2 }}>
            <Link component={RouterLink} to="/account#tab=certificaten">
              {t('page.certificates')}
            </Link>
          </Typography>
        ) : null}
        <ModulesTab education={education} kind="institute" label={title} material={material} />
      </>
    );
  }

  return (
    <>
      {heading}
      <PageTabs
        idPrefix="education"
        tabs={educationTabs(education)}
        value={tab}
        onChange={select}
        labelOf={(value) => t(`page.tabs.${value}`)}
        ariaLabel={t('page.tabsLabel')}
      >
        {tab === 'instituutsopleiding' ? (
          <ModulesTab
            education={education}
            kind="institute"
            label={t('page.tabs.instituutsopleiding')}
            material={material}
          />
        ) : null}
        {tab === 'praktijkopleiding' ? (
          <ModulesTab
            education={education}
            kind="practical"
            label={t('page.tabs.praktijkopleiding')}
            material={material}
          />
        ) : null}
        {tab === 'portfolio' ? <PortfolioTab education={education} panels={portfolioPanels} /> : null}
        {tab === 'opleidingsgegevens' ? <EducationDetails education={education} /> : null}
        {tab === 'downloads' ? <EducationDownloads education={education} /> : null}
      </PageTabs>
    </>
  );
}

/**
 * Route module for /onderwijs/:id (spec 2 §2 "Education page"): the education in tabs, the tab kept in the URL hash
 * (`#tab=opleidingsgegevens`) so it survives a reload and can be linked. A failed load says 'Er is iets fout gegaan
 * bij het ophalen van het onderwijs.' `portfolioPanels`: the Portfolio tab's panels made elsewhere, given by the app.
 */
export function EducationDetailPage({ portfolioPanels }: { portfolioPanels?: PortfolioPanels } = {}) {
  const { id = '' } = useParams();
  const { t } = useTranslation('education');
  const education = useEducation(id);
  if (education.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!education.data) return <PageLoader />;
  return <EducationView key={id} education={education.data} portfolioPanels={portfolioPanels} />;
}

export { EducationDetailPage as Component };
