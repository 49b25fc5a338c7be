import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { ToolbarProps, View } from 'react-big-calendar';
import type { CalendarEvent } from './schedule-items';

/** The views the agenda offers (the library's names). */
export type AgendaCalendarView = Extract<View, 'day' | 'week' | 'work_week' | 'month'>;

/**
 * The calendar's toolbar in place of the library's: Dutch buttons with names that say which period they go to, the
 * period as a heading that is read out when it changes, and a view switcher whose buttons say which one is on
 * (`aria-pressed`).
 */
export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps<CalendarEvent>) {
  const { t } = useTranslation('agenda');
  const current = view as AgendaCalendarView;
  const names = (Array.isArray(views) ? views : Object.keys(views)) as AgendaCalendarView[];
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        role="group"
        aria-label={t('calendar.navigation')}
        sx={{ flexWrap: 'wrap' }}
      >
        <Button variant="outlined" size="small" onClick={() => onNavigate('TODAY')}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ChevronLeftIcon />}
          aria-label={t(`calendar.previousPeriod.${current}`)}
          onClick={() => onNavigate('PREV')}
        >
          {t('calendar.previous')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          endIcon={<ChevronRightIcon />}
          aria-label={t(`calendar.nextPeriod.${current}`)}
          onClick={() => onNavigate('NEXT')}
        >
          {t('calendar.next')}
        </Button>
      </Stack>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        sx={{ order: { xs: 3, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}
      >
        {label}
      </Typography>
      {names.length > 1 ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={current}
          onChange={(_event, next: AgendaCalendarView | null) => {
            if (next) onView(next);
          }}
          aria-label={t('calendar.views')}
        >
          {names.map((name) => (
            <ToggleButton key={name} value={name} sx={{ px: 1.5 }}>
              {t(`calendar.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
    </Stack>
  );
}
