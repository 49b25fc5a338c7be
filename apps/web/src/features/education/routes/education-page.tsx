import { useEffect, useState } from 'react';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useNavigation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { STORAGE_KEYS, writeStored } from '../../../lib/local-storage';
import { startTarget, useAccount, useView } from '../../../lib/session';

/**
 * Screen of '/' when signed in (spec 2 §2 "Education picker", spec 1 §2/§4): for the participant view a card per
 * education that is not further education (Bij- en nascholing has its own navigation item), straight on to the only
 * one, and the spec's text without any. The chosen education is stored under `education`. Other views are sent to
 * their initial route (`INITIAL_ROUTES`: /gebruikers, /agenda, /e-learnings).
 */
export function EducationPage() {
  const { t } = useTranslation(['auth', 'education']);
  const account = useAccount();
  const { view } = useView();
  useDocumentTitle(t('auth:home.title'));
  const educations = account.educations.filter((education) => !education.furtherEducation);
  const only = view === 'participant' && educations.length === 1 ? educations[0] : undefined;
  const target = startTarget(account, view);
  // Straight on to the only education, or the view's initial route, when arriving at '/' (signing in, the logo, a
  // view switch all navigate here), decided per arrival: a view that changes while staying here (opening a notification switches the view, then goes
  // to its target) must not send the user off. Nor when they are already on the way elsewhere (something clicked
  // while this screen was still loading): that would cancel where they asked to go.
  const location = useLocation();
  const [arrival, setArrival] = useState({ key: location.key, target });
  if (arrival.key !== location.key) setArrival({ key: location.key, target });
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (only) writeStored(STORAGE_KEYS.education, only.id);
  }, [only]);

  if (arrival.target) return navigating ? null : <Navigate to={arrival.target} replace />;

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('auth:home.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('auth:home.welcome', { firstName: account.firstName })}</Typography>
      {view !== 'participant' ? null : educations.length === 0 ? (
        <Typography>{t('education:notEnrolled')}</Typography>
      ) : (
        <Grid
          component="ul"
          container
          spacing={2}
          aria-label={t('education:picker.educationsLabel')}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {educations.map((education) => (
            <Grid component="li" key={education.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/onderwijs/${education.id}`}
                  onClick={() => writeStored(STORAGE_KEYS.education, education.id)}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography component="h2" variant="h6">
                      {education.name}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

export { EducationPage as Component };
