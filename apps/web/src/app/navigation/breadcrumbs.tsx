import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { crumbMatches } from '../../lib/route-handle';

/**
 * The breadcrumbs under the top bar (spec 1 §2: "built from the route tree"): one crumb per matched route with a
 * `handle.crumb`, each linking to its path, the last one the current page. Only on screens below the top level: a
 * top-level screen has a single crumb, and the top navigation already says where the user is.
 */
export function Breadcrumbs() {
  const { t } = useTranslation('shell');
  const crumbs = crumbMatches(useMatches());
  if (crumbs.length < 2) return null;
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
      {crumbs.map((match, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={match.id} aria-current="page" color="text.primary">
            {match.handle.crumb(match)}
          </Typography>
        ) : (
          <Link key={match.id} component={RouterLink} to={match.pathname} underline="hover" color="inherit">
            {match.handle.crumb(match)}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
