import { Badge, IconButton, Tooltip } from '@mui/material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAccount, useView } from '../../lib/session';
import { useOpenContributionRequestsCount } from './api/get-contribution-requests-count';
import { useUnreadNewsCount } from './api/get-unread-news-count';
import { showsContributionRequests, showsNewsBadge } from './navigation-items';

interface BadgeLinkProps {
  to: string;
  /** Visible on hover and focus; the accessible name is `label`, which carries the count. */
  title: string;
  label: string;
  count: number | undefined;
  icon: ReactNode;
}

/** An icon link of the top bar with a count badge (hidden at 0). */
function BadgeLink({ to, title, label, count, icon }: BadgeLinkProps) {
  return (
    <Tooltip title={title}>
      <IconButton
        component={NavLink}
        to={to}
        color="inherit"
        aria-label={label}
        sx={{ '&[aria-current="page"]': { bgcolor: 'rgba(255, 255, 255, 0.16)' } }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * The news icon to /informatie (spec 1 §2) with the unread-news badge, polled every 5 minutes; a failed poll is
 * ignored. Admin and program assistant get the icon without badge (and without the poll).
 */
export function NewsLink() {
  const { t } = useTranslation('shell');
  const withBadge = showsNewsBadge(useAccount());
  const unread = useUnreadNewsCount(withBadge);
  const count = withBadge ? unread.data : undefined;
  return (
    <BadgeLink
      to="/informatie"
      title={t('news.label')}
      label={t('news.label', { count: count ?? 0 })}
      count={count}
      icon={<NewspaperOutlined />}
    />
  );
}

/**
 * The link to /mijn-bijdrageverzoeken with the number of open requests (statuses new and used), polled every 5
 * minutes; shown where `showsContributionRequests` says.
 */
export function ContributionRequestsLink() {
  const { t } = useTranslation('shell');
  const account = useAccount();
  const { view } = useView();
  const shown = showsContributionRequests(view, account);
  const open = useOpenContributionRequestsCount(shown);
  if (!shown) return null;
  return (
    <BadgeLink
      to="/mijn-bijdrageverzoeken"
      title={t('contributionRequests.label')}
      label={t('contributionRequests.label', { count: open.data ?? 0 })}
      count={open.data}
      icon={<HandshakeOutlined />}
    />
  );
}
