import { useRef } from 'react';
import { Stack, Typography } from '@mui/material';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { ErrorNode } from './error-messages';
import { FieldCard } from './field-card';
import type { BuilderField } from './form-builder-values';

interface FieldListProps {
  fields: readonly BuilderField[];
  /** React-hook-form's errors of `fields` (by index). */
  errors: ErrorNode;
  /** Bumped when the form is reset from the server's answer: the cards start again from the stored fields. */
  generation: number;
  onCommit: (field: BuilderField) => void;
  onRemove: (id: string) => void;
  onReorder: (fields: BuilderField[]) => void;
  registerFlush: (id: string, flush: () => void) => () => void;
}

/**
 * The builder's fields in order, reordered by dragging the handle (mouse, touch) or from the keyboard: Space or Enter
 * on the handle picks the field up, the arrow keys move it, Space or Enter puts it down, Escape cancels. Each step
 * is announced in Dutch through dnd-kit's live region.
 */
export function FieldList({
  fields,
  errors,
  generation,
  onCommit,
  onRemove,
  onReorder,
  registerFlush,
}: FieldListProps) {
  const { t } = useTranslation('forms');
  const sensors = useSensors(
    // A small distance first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Picking a field up is also "over itself": that first report would drown the pick-up announcement.
  const justStarted = useRef(false);
  const total = fields.length;
  const indexOf = (id: UniqueIdentifier) => fields.findIndex((field) => field.id === id);
  const labelOf = (id: UniqueIdentifier) => {
    const label = fields[indexOf(id)]?.label.trim();
    return label ? label : t('field.untitled');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justStarted.current = true;
      return t('field.announce.start', { label: labelOf(active.id), position: indexOf(active.id) + 1, total });
    },
    onDragOver: ({ active, over }) => {
      const first = justStarted.current;
      justStarted.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return t('field.announce.over', { label: labelOf(active.id), position: indexOf(over.id) + 1, total });
    },
    onDragEnd: ({ active, over }) =>
      t('field.announce.end', {
        label: labelOf(active.id),
        position: (over ? indexOf(over.id) : indexOf(active.id)) + 1,
        total,
      }),
    onDragCancel: ({ active }) =>
      t('field.announce.cancel', { label: labelOf(active.id), position: indexOf(active.id) + 1 }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...fields], from, to));
  };

  if (fields.length === 0) return <Typography color="text.secondary">{t('builder.noFields')}</Typography>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('field.dragHelp') } }}
    >
      <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" aria-label={t('field.listLabel')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {fields.map((field, index) => (
            <li key={`${field.id}-${generation}`}>
              <FieldCard
                field={field}
                position={index + 1}
                errors={(errors as Record<number, ErrorNode> | undefined)?.[index]}
                onCommit={onCommit}
                onRemove={onRemove}
                registerFlush={registerFlush}
              />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
