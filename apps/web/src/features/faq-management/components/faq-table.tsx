import {
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '@portal/contracts';
import type { MoveDirection } from '../api/move-faq';

interface FaqTableProps {
  items: readonly FaqItem[];
  /** The move or toggle running, by item id: its buttons wait. */
  busyId: string | null;
  onToggle: (item: FaqItem) => void;
  onMove: (item: FaqItem, direction: MoveDirection) => void;
  onDelete: (item: FaqItem) => void;
}

/**
 * The questions in their order (category first, then the order within it), each with its category, the show/hide
 * switch, moves within the category and edit/delete (spec 1 §2). A question moves only among those of its own
 * category, so the first of a category has no 'up' and the last no 'down'.
 */
export function FaqTable({ items, busyId, onToggle, onMove, onDelete }: FaqTableProps) {
  const { t } = useTranslation('management');
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('faq.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('faq.columns.title')}</TableCell>
            <TableCell>{t('faq.columns.category')}</TableCell>
            <TableCell>{t('faq.columns.visible')}</TableCell>
            <TableCell align="right">{t('faq.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => {
            const first = items[index - 1]?.categoryId !== item.categoryId;
            const last = items[index + 1]?.categoryId !== item.categoryId;
            const busy = busyId === item.id;
            return (
              <TableRow key={item.id} hover>
                <TableCell component="th" scope="row">
                  {item.title}
                </TableCell>
                <TableCell>{item.category.title}</TableCell>
                <TableCell>
                  <Switch
                    checked={item.visible}
                    disabled={busy}
                    onChange={() => onToggle(item)}
                    slotProps={{
                      input: { role: 'switch', 'aria-label': t('faq.visibleSwitch', { title: item.title }) },
                    }}
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <IconButton
                      aria-label={t('faq.moveUp', { title: item.title })}
                      disabled={first || busy}
                      onClick={() => onMove(item, 'up')}
                    >
                      <ArrowUpward />
                    </IconButton>
                    <IconButton
                      aria-label={t('faq.moveDown', { title: item.title })}
                      disabled={last || busy}
                      onClick={() => onMove(item, 'down')}
                    >
                      <ArrowDownward />
                    </IconButton>
                    <IconButton component={RouterLink} to={item.id} aria-label={t('faq.edit', { title: item.title })}>
                      <EditOutlined />
                    </IconButton>
                    <IconButton aria-label={t('faq.delete', { title: item.title })} onClick={() => onDelete(item)}>
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
