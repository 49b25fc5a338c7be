import { Alert, Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MaterialUnavailable } from '../../../components/material-unavailable';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { useFreeElearningCourses } from '../api/get-free-elearning-courses';
import { summaryText } from '../components/summary-text';
import { useOpenCourse } from '../components/use-open-course';

function Courses({ course }: { course: ReturnType<typeof useOpenCourse> }) {
  const { t } = useTranslation('education');
  const courses = useFreeElearningCourses();
  if (courses.error) {
    // Not for this account (no participant or e-learning role): the app's error page says so.
    if (courses.error instanceof ApiError && [401, 403].includes(courses.error.status)) throw courses.error;
    const status = courses.error instanceof ApiError ? courses.error.status : 0;
    return (
      <Alert severity="error" role="alert">
        {t('freeElearnings.loadFailed', { status })}
      </Alert>
    );
  }
  if (!courses.data) return <PageLoader />;
  if (courses.data.items.length === 0) return <Typography>{t('freeElearnings.empty')}</Typography>;
  return (
    <Grid
      component="ul"
      container
      spacing={2}
      aria-label={t('freeElearnings.coursesLabel')}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {courses.data.items.map((item) => (
        <Grid component="li" key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography component="h2" variant="h6" gutterBottom>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {summaryText(item.summary)}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                onClick={() => void course.open(item.id)}
                loading={course.busy === item.id}
                disabled={course.busy !== null && course.busy !== item.id}
                aria-label={t('freeElearnings.openCourse', { name: item.name })}
              >
                {t('freeElearnings.open')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * Route module for /e-learnings (spec 1 §2, spec 2 §2 'Gratis e-learnings welcome page'): the e-learning view's start
 * page. A welcome, the way into the learning platform's start page (/e-learnings/moodle) and the free courses, each
 * opened through a one-time login URL asked at the click.
 */
export function ElearningsPage() {
  const { t } = useTranslation('education');
  const account = useAccount();
  const course = useOpenCourse();
  useDocumentTitle(t('freeElearnings.title'));
  if (course.unavailable) return <MaterialUnavailable />;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('freeElearnings.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('freeElearnings.welcome', { firstName: account.firstName })}</Typography>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to="/e-learnings/moodle" variant="outlined">
          {t('freeElearnings.toPlatform')}
        </Button>
      </Box>
      <Courses course={course} />
    </>
  );
}

export { ElearningsPage as Component };
