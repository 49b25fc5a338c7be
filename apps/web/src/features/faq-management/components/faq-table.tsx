import { useLayoutEffect, useRef } from 'react';
import { Chip, IconButton, Stack, Switch, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import type { MoveDirection } from '../api/move-faq';

interface FaqTableProps {
  items: readonly FaqItem[];
  /** The move or toggle running, by item id: its buttons ignore clicks until it is done. */
  busyId: string | null;
  onToggle: (item: FaqItem) => void;
  onMove: (item: FaqItem, direction: MoveDirection) => void;
  onDelete: (item: FaqItem) => void;
}

type Control = 'up' | 'down' | 'visible';

/** The controls to fall back on, in order, when the one used can no longer take focus (the first has no 'up'). */
const FALLBACK: Record<Control, Control[]> = {
  up: ['up', 'down', 'visible'],
  down: ['down', 'up', 'visible'],
  visible: ['visible'],
};

/** The questions in runs of one category each (the list comes in category order). */
function byCategory(items: readonly FaqItem[]): FaqItem[][] {
  const groups: FaqItem[][] = [];
  for (const item of items) {
    const group = groups.at(-1);
    if (group && group[0]!.categoryId === item.categoryId) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

/**
 * The questions in their order, grouped under a header row per category, each with the show/hide switch, moves
 * within the category and edit/delete (spec 1 §2). The first of a category has no 'up' and the last no 'down'.
 * A hidden question is dimmed and says 'Verborgen' (not by colour alone). The control used to move or switch keeps
 * focus, also when its row moves to its new place (or on its row's other move button, when the one used has no
 * way further).
 */
export function FaqTable({ items, busyId, onToggle, onMove, onDelete }: FaqTableProps) {
  const { t } = useTranslation('management');
  const controls = useRef(new Map<string, HTMLElement>());
  /** The control last used, until the list it changed has come back. */
  const used = useRef<{ id: string; control: Control; items: readonly FaqItem[] } | null>(null);

  const register = (id: string, control: Control) => (element: HTMLElement | null) => {
    const key = `${id}:${control}`;
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };
  const runOn = (item: FaqItem, control: Control, action: () => void) => {
    // While its move or toggle runs, the row's controls stay focusable (a disabled button drops focus) but wait.
    if (busyId === item.id) return;
    used.current = { id: item.id, control, items };
    action();
  };

  // A moved row is put back into the document, which takes focus away from whatever was in it, and a button that
  // can go no further is disabled, which drops it too: give focus back to the control used, or its row's next best.
  useLayoutEffect(() => {
    const last = used.current;
    if (!last || last.items === items) return;
    used.current = null;
    const usable = (element: Element | null | undefined): element is HTMLElement =>
      element instanceof HTMLElement && element.isConnected && !(element as HTMLButtonElement).disabled;
    const active = document.activeElement;
    // Still on a control that works (the one used, or one the user went to meanwhile): leave it there.
    if (active !== document.body && usable(active)) return;
    const target = FALLBACK[last.control].map((control) => controls.current.get(`${last.id}:${control}`)).find(usable);
    target?.focus();
  }, [items]);

  return (
    <ResponsiveTable label={t('faq.tableLabel')} size="medium">
      <TableHead>
        <TableRow>
          <TableCell>{t('faq.columns.title')}</TableCell>
          <TableCell sx={{ width: '1%' }}>{t('faq.columns.visible')}</TableCell>
          <TableCell align="right" sx={{ width: '1%' }}>
            {t('faq.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      {byCategory(items).map((group) => (
        <TableBody key={group[0]!.categoryId}>
          <TableRow sx={{ bgcolor: 'grey.100' }}>
            <LabelledCell component="th" scope="rowgroup" colSpan={3} sx={{ fontWeight: 600 }}>
              {group[0]!.category.title}
            </LabelledCell>
          </TableRow>
          {group.map((item, index) => {
            const busy = busyId === item.id;
            const hidden = !item.visible;
            return (
              <TableRow key={item.id} hover data-visible={item.visible} sx={hidden ? { bgcolor: 'action.hover' } : {}}>
                <LabelledCell
                  component="th"
                  scope="row"
                  label={t('faq.columns.title')}
                  sx={hidden ? { color: 'text.secondary' } : undefined}
                >
                  {item.title}
                  {hidden ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<VisibilityOffOutlined aria-hidden />}
                      label={t('faq.hiddenLabel')}
                      sx={{ ml: 1, color: 'text.secondary', verticalAlign: 'middle' }}
                    />
                  ) : null}
                </LabelledCell>
                <LabelledCell label={t('faq.columns.visible')}>
                  <Switch
                    checked={item.visible}
                    onChange={() => runOn(item, 'visible', () => onToggle(item))}
                    slotProps={{
                      input: {
                        ref: register(item.id, 'visible'),
                        role: 'switch',
                        'aria-label': t('faq.visibleSwitch', { title: item.title }),
                        'aria-disabled': busy || undefined,
                      },
                    }}
                  />
                </LabelledCell>
                <LabelledCell align="right" label={t('faq.columns.actions')} sx={{ whiteSpace: 'nowrap' }}>
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <IconButton
                      ref={register(item.id, 'up')}
                      aria-label={t('faq.moveUp', { title: item.title })}
                      aria-disabled={busy || undefined}
                      disabled={index === 0}
                      onClick={() => runOn(item, 'up', () => onMove(item, 'up'))}
                    >
                      <ArrowUpward />
                    </IconButton>
                    <IconButton
                      ref={register(item.id, 'down')}
                      aria-label={t('faq.moveDown', { title: item.title })}
                      aria-disabled={busy || undefined}
                      disabled={index === group.length - 1}
                      onClick={() => runOn(item, 'down', () => onMove(item, 'down'))}
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
                </LabelledCell>
              </TableRow>
            );
          })}
        </TableBody>
      ))}
    </ResponsiveTable>
  );
}
