import { Fragment, useState } from 'react';
import { Divider, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getEducationOverview, getPresenceOverview, type UserOverviewItem } from '@portal/contracts';

const documentUrl = (path: string, educationId: string) => path.replace(':id', encodeURIComponent(educationId));

/**
 * The users overview's education menu (spec 3, VIEW_EDUCATION): per education of the person its page
 * (/gebruikers/onderwijs/{id}), the presence overview and the education overview (PDFs, in a new tab).
 */
export function EducationMenu({ user }: { user: UserOverviewItem }) {
  const { t } = useTranslation('users');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `education-menu-${user.id}`;
  const label = t('actions.educations', { name: user.fullName });
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SchoolOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {user.educations.map((education, index) => (
          <Fragment key={education.id}>
            {index > 0 ? <Divider component="li" /> : null}
            <MenuItem component={RouterLink} to={`/gebruikers/onderwijs/${education.id}`} onClick={close}>
              {t('educationMenu.page', { name: education.name })}
            </MenuItem>
            <MenuItem
              component="a"
              href={documentUrl(getPresenceOverview.path, education.id)}
              target="_blank"
              rel="noopener"
              onClick={close}
            >
              {t('educationMenu.presenceOverview', { name: education.name })}
            </MenuItem>
            <MenuItem
              component="a"
              href={documentUrl(getEducationOverview.path, education.id)}
              target="_blank"
              rel="noopener"
              onClick={close}
            >
              {t('educationMenu.educationOverview', { name: education.name })}
            </MenuItem>
          </Fragment>
        ))}
      </Menu>
    </>
  );
}
