import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEWS_EVENT_SEARCH_MIN, type NewsEducation, type NewsEvent, type Role } from '@portal/contracts';
import { formatDate } from '../../../lib/format';
import { useValidationMessage } from '../../../lib/validation-message';
import { useNewsEventChoices, useNewsFilters } from '../api/get-news-filters';
import type { NewsFormValues } from './news-form-values';
import { useDebouncedValue } from './use-debounced-value';

/** Autocomplete searches wait this long after typing (spec 1 §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** 'Selecteer alles met' is offered from this many typed characters ("more than 2", spec 1 §5). */
const SELECT_ALL_MIN = 3;

/** The extra option of the education box that takes every match of the typed text. */
interface SelectAllOption {
  selectAll: string;
}
type EducationOption = NewsEducation | SelectAllOption;
const isSelectAll = (option: EducationOption): option is SelectAllOption => 'selectAll' in option;

interface NewsTargetsProps {
  control: Control<NewsFormValues>;
  errors: FieldErrors<NewsFormValues>;
}

/**
 * Who the item is for (spec 1 §5): roles, or educations and events, never both: each side is disabled once the
 * other has a choice. Educations are searched on the server as you type, with 'Selecteer alles met: {text}' from
 * 3 characters; events from 3 characters, shown with their start date.
 */
export function NewsTargets({ control, errors }: NewsTargetsProps) {
  const { t } = useTranslation('management');
  const { t: tRoles } = useTranslation('roles');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [roles, educations, events] = useWatch({ control, name: ['roles', 'educations', 'events'] });
  const rolesChosen = roles.length > 0;
  const othersChosen = educations.length + events.length > 0;

  const [educationText, setEducationText] = useState('');
  const educationQuery = useDebouncedValue(educationText.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const filters = useNewsFilters(educationQuery);
  const [eventText, setEventText] = useState('');
  const eventQuery = useDebouncedValue(eventText.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const eventChoices = useNewsEventChoices(eventQuery);

  useEffect(() => {
    if (filters.isError) enqueueSnackbar(t('newsForm.filtersFailed'), { variant: 'error' });
  }, [filters.isError, enqueueSnackbar, t]);
  useEffect(() => {
    if (eventChoices.isError) enqueueSnackbar(t('newsForm.eventsFailed'), { variant: 'error' });
  }, [eventChoices.isError, enqueueSnackbar, t]);

  const roleOptions: readonly Role[] = (filters.data?.roles ?? []).filter((role) => role !== 'ROLE_EXTERNAL');
  // The matches belong to the text the server was asked about; while a newer text waits, nothing is offered.
  const educationMatches = educationQuery === educationText.trim() ? (filters.data?.educations ?? []) : [];
  const typed = educationText.trim();
  const educationOptions: EducationOption[] =
    typed.length >= SELECT_ALL_MIN && educationMatches.length > 0
      ? [{ selectAll: typed }, ...educationMatches]
      : educationMatches;
  const eventOptions = eventQuery.length >= NEWS_EVENT_SEARCH_MIN ? (eventChoices.data ?? []) : [];

  const rolesError = validationMessage(errors.roles?.message);
  const educationsError = validationMessage(errors.educations?.message);
  const eventsError = validationMessage(errors.events?.message);

  return (
    // `minWidth: 0`: a fieldset is at least as wide as its widest content by default (a chosen education's long name),
    // which pushed the form past a phone's width.
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('newsForm.targets')}
      </FormLabel>
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <FormControl
            component="fieldset"
            error={rolesError !== undefined}
            disabled={othersChosen}
            sx={{ minWidth: 0 }}
          >
            <FormLabel component="legend">{t('newsForm.roles')}</FormLabel>
            <FormGroup row>
              {roleOptions.map((role, index) => (
                <FormControlLabel
                  key={role}
                  label={tRoles(role)}
                  control={
                    <Checkbox
                      checked={field.value.includes(role)}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, role]
                            : field.value.filter((chosen: Role) => chosen !== role),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{rolesError ?? (othersChosen ? t('newsForm.rolesDisabled') : undefined)}</FormHelperText>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="educations"
        render={({ field }) => (
          <Autocomplete<EducationOption, true>
            multiple
            disabled={rolesChosen}
            options={educationOptions}
            value={field.value}
            loading={filters.isFetching}
            filterOptions={(options) => options}
            filterSelectedOptions
            inputValue={educationText}
            onInputChange={(_, text, reason) => {
              // Choosing an option must not wipe the search: more matches are often wanted.
              if (reason !== 'reset') setEducationText(text);
            }}
            onChange={(_, chosen) => {
              const selectAll = chosen.find(isSelectAll);
              const picked = chosen.filter((option): option is NewsEducation => !isSelectAll(option));
              if (selectAll) {
                const known = new Set(picked.map((education) => education.afasId));
                picked.push(...educationMatches.filter((education) => !known.has(education.afasId)));
              }
              field.onChange(picked);
            }}
            onBlur={field.onBlur}
            getOptionLabel={(option) =>
              isSelectAll(option) ? t('newsForm.selectAllWith', { text: option.selectAll }) : option.name
            }
            getOptionKey={(option) => (isSelectAll(option) ? `select-all:${option.selectAll}` : option.afasId)}
            isOptionEqualToValue={(option, value) =>
              !isSelectAll(option) && !isSelectAll(value) && option.afasId === value.afasId
            }
            noOptionsText={t('newsForm.noEducations')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('newsForm.educations')}
                error={educationsError !== undefined}
                helperText={educationsError ?? (rolesChosen ? t('newsForm.othersDisabled') : undefined)}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <Autocomplete<NewsEvent, true>
            multiple
            disabled={rolesChosen}
            options={eventOptions}
            value={field.value}
            loading={eventChoices.isFetching}
            filterOptions={(options) => options}
            filterSelectedOptions
            inputValue={eventText}
            onInputChange={(_, text, reason) => {
              if (reason !== 'reset') setEventText(text);
            }}
            onChange={(_, chosen) => field.onChange(chosen)}
            onBlur={field.onBlur}
            getOptionLabel={(event) =>
              t('newsForm.eventOption', { name: event.name, date: formatDate(event.startDate) })
            }
            getOptionKey={(event) => event.afasId}
            isOptionEqualToValue={(option, value) => option.afasId === value.afasId}
            noOptionsText={
              eventText.trim().length < NEWS_EVENT_SEARCH_MIN ? t('newsForm.eventsMin') : t('newsForm.noEvents')
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('newsForm.events')}
                error={eventsError !== undefined}
                helperText={eventsError ?? (rolesChosen ? t('newsForm.othersDisabled') : undefined)}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
