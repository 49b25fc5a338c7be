import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Divider, IconButton } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Undo from '@mui/icons-material/Undo';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { HEADING_LEVELS, isAllowedImage, isAllowedLink } from './extensions';
import { UrlDialog } from './url-dialog';

interface ToolbarItem {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  /** A toggle (bold, a heading): `aria-pressed` tells whether it is on. */
  active?: boolean;
  disabled?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

interface EditorToolbarProps {
  editor: Editor;
  /** Labels the toolbar ('Opmaak van {label}'). */
  label: string;
  disabled?: boolean;
}

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home, End) move between its buttons, as the ARIA toolbar
 * pattern asks, so a keyboard user reaches the text after one Tab instead of fifteen. Every button has a Dutch name;
 * toggles say whether they are on.
 */
export function EditorToolbar({ editor, label, disabled = false }: EditorToolbarProps) {
  const { t } = useTranslation('management');
  const [current, setCurrent] = useState(0);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: HEADING_LEVELS.map((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const items: ToolbarItem[] = [
    ...HEADING_LEVELS.map((level, index) => ({
      key: `h${level}`,
      label: t('editor.heading', { level }),
      icon: (
        <Box component="span" aria-hidden sx={{ fontSize: 14, fontWeight: 700, width: 24 }}>
          {`H${level}`}
        </Box>
      ),
      run: () => chain().toggleHeading({ level }).run(),
      active: state.heading[index],
    })),
    {
      key: 'bold',
      label: t('editor.bold'),
      icon: <FormatBold />,
      run: () => chain().toggleBold().run(),
      active: state.bold,
      group: true,
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: <FormatItalic />,
      run: () => chain().toggleItalic().run(),
      active: state.italic,
    },
    {
      key: 'underline',
      label: t('editor.underline'),
      icon: <FormatUnderlined />,
      run: () => chain().toggleUnderline().run(),
      active: state.underline,
    },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      icon: <FormatListBulleted />,
      run: () => chain().toggleBulletList().run(),
      active: state.bulletList,
      group: true,
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      icon: <FormatListNumbered />,
      run: () => chain().toggleOrderedList().run(),
      active: state.orderedList,
    },
    {
      key: 'link',
      label: t('editor.link'),
      icon: <InsertLink />,
      run: () => setDialog('link'),
      active: state.link,
      group: true,
    },
    { key: 'image', label: t('editor.image'), icon: <ImageOutlined />, run: () => setDialog('image') },
    {
      key: 'table',
      label: t('editor.table'),
      icon: <TableChartOutlined />,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.inTable,
    },
    ...(state.inTable
      ? [
          { key: 'addRow', label: t('editor.addRow'), run: () => chain().addRowAfter().run() },
          { key: 'addColumn', label: t('editor.addColumn'), run: () => chain().addColumnAfter().run() },
          { key: 'deleteRow', label: t('editor.deleteRow'), run: () => chain().deleteRow().run() },
          { key: 'deleteColumn', label: t('editor.deleteColumn'), run: () => chain().deleteColumn().run() },
          { key: 'deleteTable', label: t('editor.deleteTable'), run: () => chain().deleteTable().run() },
        ].map((item) => ({
          ...item,
          icon: (
            <Box component="span" aria-hidden sx={{ fontSize: 12, px: 0.5 }}>
              {item.label}
            </Box>
          ),
        }))
      : []),
    {
      key: 'undo',
      label: t('editor.undo'),
      icon: <Undo />,
      run: () => chain().undo().run(),
      disabled: !state.canUndo,
      group: true,
    },
    { key: 'redo', label: t('editor.redo'), icon: <Redo />, run: () => chain().redo().run(), disabled: !state.canRedo },
  ].map((item) => ({ ...item, disabled: disabled || (item as ToolbarItem).disabled === true }));

  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  // The one tab stop: the last button used, or the first one that can be used.
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? -1);

  const onKeyDown = (event: KeyboardEvent) => {
    const position = enabled.indexOf(tabStop);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const linkHref = editor.getAttributes('link').href as string | undefined;

  return (
    <>
      <Box
        role="toolbar"
        aria-label={t('editor.toolbar', { label })}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {items.map((item, index) => (
          <Box key={item.key} sx={{ display: 'flex', alignItems: 'center' }}>
            {item.group ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
            <IconButton
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              aria-label={item.label}
              title={item.label}
              aria-pressed={item.active === undefined ? undefined : item.active}
              color={item.active ? 'primary' : 'default'}
              disabled={item.disabled}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setCurrent(index)}
              // Keep the editor's selection: a mouse press on a button must not move focus out of the text first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={item.run}
            >
              {item.icon}
            </IconButton>
          </Box>
        ))}
      </Box>
      {dialog === 'link' ? (
        <UrlDialog
          open
          kind="link"
          initialUrl={linkHref ?? ''}
          isValid={isAllowedLink}
          onClose={() => setDialog(null)}
          onRemove={
            linkHref === undefined
              ? undefined
              : () => {
                  setDialog(null);
                  chain().extendMarkRange('link').unsetLink().run();
                }
          }
          onApply={({ url }) => {
            setDialog(null);
            const { empty } = editor.state.selection;
            if (empty && !editor.isActive('link')) {
              // Nothing selected: the address becomes the link's text.
              chain()
                .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
                .run();
            } else chain().extendMarkRange('link').setLink({ href: url }).run();
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <UrlDialog
          open
          kind="image"
          isValid={isAllowedImage}
          onClose={() => setDialog(null)}
          onApply={({ url, alt, caption }) => {
            setDialog(null);
            if (caption === '') chain().setImage({ src: url, alt }).run();
            else {
              chain()
                .insertContent({ type: 'figure', attrs: { src: url, alt }, content: [{ type: 'text', text: caption }] })
                .run();
            }
          }}
        />
      ) : null}
    </>
  );
}
