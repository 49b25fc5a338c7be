export {
  EDITOR_DEBOUNCE_MS,
  RichTextEditor,
  type RichTextEditorHandle,
  type RichTextEditorProps,
} from './rich-text-editor';
export { isAllowedImage, isAllowedLink } from './extensions';
