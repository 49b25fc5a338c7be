import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { IMAGE_SEARCH_PER_PAGE, type ImageSearchItem } from '@portal/contracts';
import { useImageSearch } from '../api/search-images';
import { useDebouncedValue } from './use-debounced-value';

/** The photo search waits this long after typing (spec 1 §9). */
export const PHOTO_SEARCH_DEBOUNCE_MS = 500;

interface PhotoLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (photo: ImageSearchItem) => void;
}

/**
 * The 'Fotobibliotheek' (spec 1 §7, §9): a search box (500 ms after typing), 9 pictures a page in a 3×3 grid with
 * their description and photographer, and paging. Choosing one hands it to the form, which sends its address as
 * `imageUrl` on saving; the server then fetches, checks and scales it.
 */
export function PhotoLibraryDialog({ open, onClose, onChoose }: PhotoLibraryDialogProps) {
  const { t } = useTranslation('management');
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), PHOTO_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts on its first page.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const images = useImageSearch(query, page, open);

  useEffect(() => {
    if (images.isError) enqueueSnackbar(t('newsForm.library.failed'), { variant: 'error' });
  }, [images.isError, enqueueSnackbar, t]);

  const pages = images.data ? Math.ceil(images.data.totalItems / IMAGE_SEARCH_PER_PAGE) : 0;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="photo-library-title">
      <DialogTitle id="photo-library-title">{t('newsForm.library.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="search"
            label={t('newsForm.library.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Enter has nothing to submit here: the search follows the typing.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            autoFocus
            fullWidth
          />
          {images.isError ? <Alert severity="error">{t('newsForm.library.failed')}</Alert> : null}
          {images.data && images.data.items.length === 0 ? (
            <Typography>{t('newsForm.library.empty')}</Typography>
          ) : null}
          <Box
            component="ul"
            aria-label={t('newsForm.library.results')}
            aria-busy={images.isFetching}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1.5,
              opacity: images.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {(images.data?.items ?? []).map((photo, index) => {
              const alt =
                photo.alt.trim() === ''
                  ? t('newsForm.library.untitled', { number: (page - 1) * IMAGE_SEARCH_PER_PAGE + index + 1 })
                  : photo.alt;
              return (
                <Box component="li" key={photo.id}>
                  <ButtonBase
                    onClick={() => onChoose(photo)}
                    aria-label={t('newsForm.library.choose', { alt })}
                    sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
                  >
                    <Box
                      component="img"
                      src={photo.thumb}
                      alt={alt}
                      loading="lazy"
                      sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                    />
                  </ButtonBase>
                  {photo.attribution ? (
                    <Typography variant="caption" component="p">
                      <Link href={photo.attribution.url} target="_blank" rel="noopener noreferrer">
                        {t('newsForm.library.credit', { name: photo.attribution.name })}
                      </Link>
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              aria-label={t('newsForm.library.pages')}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('newsForm.library.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
