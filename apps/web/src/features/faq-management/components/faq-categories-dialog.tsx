import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { faqCategoryBodySchema, type FaqCategory } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteFaqCategory } from '../api/delete-faq-category';
import { useMoveFaqCategory } from '../api/move-faq-category';
import { useSaveFaqCategory } from '../api/save-faq-category';
import type { MoveDirection } from '../api/move-faq';
import { CategoryNameField } from '../../../components/category-name-field';

interface FaqCategoriesDialogProps {
  open: boolean;
  categories: readonly FaqCategory[];
  onClose: () => void;
}

/**
 * The 'Categorieën' dialog (spec 1 §2): the categories in their order with the number of questions in each; create,
 * rename, move and delete. Only an empty category can be deleted (the server answers 409 otherwise, so no answer is
 * ever lost with its category): the button of a category with questions is disabled and says why.
 */
export function FaqCategoriesDialog({ open, categories, onClose }: FaqCategoriesDialogProps) {
  const { t } = useTranslation('management');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const save = useSaveFaqCategory();
  const move = useMoveFaqCategory();
  const remove = useDeleteFaqCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [toDelete, setToDelete] = useState<FaqCategory | null>(null);
  const [confirming, setConfirming] = useState(false);

  const create = (title: string) =>
    save.mutateAsync(
      { title },
      {
        onSuccess: () => {
          setInvalid(false);
          enqueueSnackbar(t('faq.categories.created'), { variant: 'success' });
        },
        onError: () => enqueueSnackbar(t('faq.categories.createFailed'), { variant: 'error' }),
      },
    );
  const rename = (id: string, title: string) =>
    save.mutateAsync(
      { id, title },
      {
        onSuccess: () => {
          setInvalid(false);
          setRenaming(null);
          enqueueSnackbar(t('faq.categories.renamed'), { variant: 'success' });
        },
        onError: () => enqueueSnackbar(t('faq.categories.renameFailed'), { variant: 'error' }),
      },
    );
  const onMove = (category: FaqCategory, direction: MoveDirection) =>
    move.mutate(
      { id: category.id, direction },
      {
        onSuccess: () => enqueueSnackbar(t('faq.orderSaved'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('faq.orderFailed'), { variant: 'error' }),
      },
    );
  const confirmDelete = () =>
    toDelete
      ? remove.mutateAsync(toDelete.id, {
          onSuccess: () => enqueueSnackbar(t('faq.categories.deleted'), { variant: 'success' }),
          onError: () => enqueueSnackbar(t('faq.categories.deleteFailed'), { variant: 'error' }),
        })
      : undefined;

  const close = () => {
    setRenaming(null);
    setInvalid(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('faq.categories.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {invalid ? (
            <Alert severity="error" variant="outlined">
              {t('faq.categories.invalid')}
            </Alert>
          ) : null}
          {categories.length === 0 ? (
            <Typography>{t('faq.categories.empty')}</Typography>
          ) : (
            <List aria-label={t('faq.categories.listLabel')} dense disablePadding>
              {categories.map((category, index) => (
                <ListItem key={category.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {renaming === category.id ? (
                    <CategoryNameField
                      schema={faqCategoryBodySchema}
                      property="title"
                      label={t('faq.categories.titleLabel', { title: category.title })}
                      initial={category.title}
                      submitLabel={t('faq.categories.save')}
                      onSubmit={(title) => rename(category.id, title)}
                      onInvalid={() => setInvalid(true)}
                      onCancel={() => setRenaming(null)}
                      autoFocus
                    />
                  ) : (
                    <>
                      <Box sx={{ flex: 1, minWidth: 160 }}>
                        <Typography>{category.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('faq.categories.itemCount', { count: category.itemCount })}
                        </Typography>
                      </Box>
                      <IconButton
                        aria-label={t('faq.categories.rename', { title: category.title })}
                        onClick={() => setRenaming(category.id)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={t('faq.categories.moveUp', { title: category.title })}
                        disabled={index === 0 || move.isPending}
                        onClick={() => onMove(category, 'up')}
                      >
                        <ArrowUpward />
                      </IconButton>
                      <IconButton
                        aria-label={t('faq.categories.moveDown', { title: category.title })}
                        disabled={index === categories.length - 1 || move.isPending}
                        onClick={() => onMove(category, 'down')}
                      >
                        <ArrowDownward />
                      </IconButton>
                      {/* A disabled button gets no pointer events: the span carries the reason as its title. */}
                      <span title={category.itemCount > 0 ? t('faq.categories.deleteNotEmpty') : undefined}>
                        <IconButton
                          aria-label={t('faq.categories.delete', { title: category.title })}
                          disabled={category.itemCount > 0}
                          onClick={() => {
                            setToDelete(category);
                            setConfirming(true);
                          }}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </span>
                    </>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <CategoryNameField
            schema={faqCategoryBodySchema}
            property="title"
            label={t('faq.categories.newTitle')}
            submitLabel={t('faq.categories.add')}
            onSubmit={create}
            onInvalid={() => setInvalid(true)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('faq.categories.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        text={t('faq.categories.deleteText', { title: toDelete?.title ?? '' })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
