import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { EditorToolbar } from './editor-toolbar';
import { richTextExtensions } from './extensions';

/** Debounce of the editor's `onChange` (spec 1 §9). */
export const EDITOR_DEBOUNCE_MS = 300;

export interface RichTextEditorHandle {
  /** Puts the cursor in the text (react-hook-form's `shouldFocus` on an error). */
  focus: () => void;
}

export interface RichTextEditorProps {
  /** Visible label; also names the text box and the toolbar. */
  label: string;
  /** The HTML content; '' when empty. A new value from outside (a form reset) replaces the text. */
  value: string;
  /** The new HTML, 300 ms after the last change and at once when the editor loses focus; '' when empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

/** The editor's content as the form keeps it: an editor with nothing in it is '' (so "required" can see it). */
function valueOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The rich-text field of the news and FAQ forms (spec 1 §5): TipTap limited to the content whitelist (see
 * `extensions.ts`), a labelled toolbar, and changes handed on 300 ms after typing stops. Enter makes a new
 * paragraph: ProseMirror handles the key and prevents its default, so it never submits the surrounding form.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  required = false,
  error = false,
  helperText,
  disabled = false,
  ref,
}: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  // The latest callbacks, read by the editor's handlers, which are bound once when it is created.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What was last handed out, so the value coming back through the form is not mistaken for a new one.
  const emitted = useRef(value);

  const flush = (editor: Editor) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const html = valueOf(editor);
    if (html === emitted.current) return;
    emitted.current = html;
    onChangeRef.current(html);
  };

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(current), EDITOR_DEBOUNCE_MS);
    },
    onBlur: ({ editor: current }) => {
      // Leaving the text (to click Opslaan, say) hands on the last change at once: the save must not miss it.
      flush(current);
      onBlurRef.current?.();
    },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // The text box's name, state and description follow the props.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(helperText ? { 'aria-describedby': helperId } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
        },
      },
    });
    editor.setEditable(!disabled, false);
  }, [editor, labelId, helperId, helperText, required, error, disabled]);

  // A value set from outside (the loaded item, a reset) replaces the text without echoing it back.
  useEffect(() => {
    if (value === emitted.current || value === valueOf(editor)) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled}>
      <FormLabel id={labelId} component="span" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        className="RichTextEditor-frame"
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
          // The text's focus ring (its own outline is off): 2 px around the whole field, as MUI's fields have,
          // in the field's colour; the toolbar's buttons show their own.
          '&:has(.tiptap:focus)': (theme) => ({
            outline: `2px solid ${error ? theme.palette.error.main : theme.palette.primary.main}`,
            outlineOffset: '-1px',
          }),
          '& .tiptap': { minHeight: 160, px: 1.5, py: 1, outline: 'none' },
          '& .tiptap table': { borderCollapse: 'collapse', width: '100%' },
          '& .tiptap td, & .tiptap th': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
          '& .tiptap img': { maxWidth: '100%', height: 'auto' },
          '& .tiptap figcaption': { fontSize: '0.875rem', color: 'text.secondary' },
        }}
      >
        <EditorToolbar editor={editor} label={label} disabled={disabled} />
        <EditorContent editor={editor} />
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
