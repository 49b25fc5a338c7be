import { useId, useState } from 'react';
import {
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
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formCategoryBodySchema, type FormCategory } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteFormCategory } from '../api/delete-form-category';
import { useSaveFormCategory } from '../api/save-form-category';
import { CategoryNameField } from '../../../components/category-name-field';

interface FormCategoriesDialogProps {
  open: boolean;
  categories: readonly FormCategory[];
  onClose: () => void;
}

/**
 * The categories dialog (spec 3 "Form categories"): name and number of forms per category, with create, rename and
 * delete (the forms of a deleted category stay, without it). An empty name on create marks the field.
 */
export function FormCategoriesDialog({ open, categories, onClose }: FormCategoriesDialogProps) {
  const { t } = useTranslation('forms');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const save = useSaveFormCategory();
  const remove = useDeleteFormCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<FormCategory | null>(null);
  const [confirming, setConfirming] = useState(false);

  const create = (name: string) =>
    save.mutateAsync(
      { name },
      {
        onSuccess: () => enqueueSnackbar(t('categories.created'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('categories.createFailed'), { variant: 'error' }),
      },
    );
  const rename = (id: string, name: string) =>
    save.mutateAsync(
      { id, name },
      {
        onSuccess: () => {
          setRenaming(null);
          enqueueSnackbar(t('categories.renamed'), { variant: 'success' });
        },
        onError: () => enqueueSnackbar(t('categories.renameFailed'), { variant: 'error' }),
      },
    );
  const confirmDelete = () =>
    toDelete
      ? remove.mutateAsync(toDelete.id, {
          onSuccess: () => enqueueSnackbar(t('categories.deleted'), { variant: 'success' }),
          onError: () => enqueueSnackbar(t('categories.deleteFailed'), { variant: 'error' }),
        })
      : undefined;

  const close = () => {
    setRenaming(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('categories.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {categories.length === 0 ? (
            <Typography>{t('categories.empty')}</Typography>
          ) : (
            <List aria-label={t('categories.listLabel')} dense disablePadding>
              {categories.map((category) => (
                <ListItem key={category.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {renaming === category.id ? (
                    <CategoryNameField
                      schema={formCategoryBodySchema}
                      property="name"
                      label={t('categories.nameLabel', { name: category.name })}
                      initial={category.name}
                      submitLabel={t('categories.save')}
                      onSubmit={(name) => rename(category.id, name)}
                      onCancel={() => setRenaming(null)}
                      autoFocus
                    />
                  ) : (
                    <>
                      <Box sx={{ flex: 1, minWidth: 160 }}>
                        <Typography>{category.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('categories.count', { count: category.count })}
                        </Typography>
                      </Box>
                      <IconButton
                        aria-label={t('categories.rename', { name: category.name })}
                        onClick={() => setRenaming(category.id)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={t('categories.delete', { name: category.name })}
                        onClick={() => {
                          setToDelete(category);
                          setConfirming(true);
                        }}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <CategoryNameField
            schema={formCategoryBodySchema}
            property="name"
            label={t('categories.newName')}
            submitLabel={t('categories.add')}
            onSubmit={create}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('categories.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        text={t('categories.deleteText', { name: toDelete?.name ?? '' })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
