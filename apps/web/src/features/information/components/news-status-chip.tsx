import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@portal/contracts';

interface NewsStatusChipProps {
  item: Pick<NewsItem, 'published' | 'read'>;
  /** Admin or program assistant: they see whether it is published, not whether they read it (spec 1 §2). */
  editor: boolean;
}

/** 'Nieuw' for an unread item; for editors 'Gepubliceerd' or 'Concept'; nothing for a read item. */
export function NewsStatusChip({ item, editor }: NewsStatusChipProps) {
  const { t } = useTranslation('information');
  if (editor) {
    return item.published ? (
      <Chip size="small" color="success" label={t('news.published')} />
    ) : (
      <Chip size="small" variant="outlined" label={t('news.concept')} />
    );
  }
  return item.read ? null : <Chip size="small" color="primary" label={t('news.unread')} />;
}
