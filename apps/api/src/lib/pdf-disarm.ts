// Active content out of uploaded PDFs: a PDF can run JavaScript when opened (/OpenAction, the /JavaScript name
// tree, /AA triggers), start programs (/Launch) or send form data away (/SubmitForm). Readers differ in what they
// honour; the portal keeps none of it. Files are served sandboxed as well (lib/file-csp.ts): this is the second
// line, for the reader a participant downloads the file into.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** Action types that run code, open other files or programs, or send data: removed wherever they hang. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
  'Sound',
  'Movie',
]);
/** Keys whose value is an action (dictionary): removed when the action is active. */
const ACTION_KEYS = ['A', 'OpenAction', 'Next'].map((k) => PDFName.of(k));
/** Keys removed from every dictionary: triggers (/AA), script text (/JS) and XFA forms (which carry script). */
const REMOVED_KEYS = ['AA', 'JS', 'XFA'].map((k) => PDFName.of(k));
const JAVASCRIPT = PDFName.of('JavaScript');
const S = PDFName.of('S');
/**
 * Bigger files are left as they are, still served sandboxed. pdf-lib parses on the event loop, and on odd input it
 * is slow (measured on random bytes behind a PDF header: 1.7 s for 1 MiB, 3.4 s for 2 MiB, 10 s for 4 MiB; the
 * whole process waits meanwhile), so only files up to 1 MiB are parsed, which holds most PDFs made to carry a script.
 * Parsing in a worker thread with a time limit would lift this; until then the sandbox is the defence for bigger files.
 */
const MAX_PARSED_BYTES = 1024 * 1024;
/**
 * Parsed only when the raw bytes may hold active content: one of its names, compressed object streams (where names
 * are not visible), or a name spelled with #-escapes (`/J#61vaScript` is `/JavaScript`). Most PDFs show none.
 */
const MAY_BE_ACTIVE =
  /\/(JavaScript|JS|AA|OpenAction|Launch|SubmitForm|ImportData|GoToR|GoToE|Rendition|RichMediaExecute|XFA|ObjStm)\b|\/[A-Za-z0-9]*#[0-9A-Fa-f]{2}/;

/** What `disarmPdf` did: nothing to remove, removed something, or left the file alone (encrypted, unreadable, big). */
export type PdfDisarmResult = 'clean' | 'disarmed' | 'skipped';

/**
 * Removes active content from the PDF at `path`, in place. A PDF without any is left byte for byte as it was (a
 * signature in it stays valid); one with some is rewritten without it (a signature over it no longer holds).
 */
export async function disarmPdf(path: string): Promise<PdfDisarmResult> {
  if ((await stat(path)).size > MAX_PARSED_BYTES) return 'skipped';
  const bytes = await readFile(path);
  if (!MAY_BE_ACTIVE.test(bytes.toString('latin1'))) return 'clean';
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    // Encrypted (rewriting would break it) or not parseable: kept as uploaded, and served sandboxed.
    return 'skipped';
  }
  let changed = false;
  const isActive = (value: PDFObject | undefined): boolean => {
    const action = value ? doc.context.lookup(value) : undefined;
    if (!(action instanceof PDFDict)) return false;
    const type = action.get(S);
    return type instanceof PDFName && ACTIVE_ACTIONS.has(type.decodeText());
  };
  const clean = (value: PDFObject): void => {
    if (value instanceof PDFStream) return clean(value.dict);
    if (value instanceof PDFArray) {
      for (const item of value.asArray()) clean(item);
      return;
    }
    if (!(value instanceof PDFDict)) return;
    if (isActive(value)) {
      // An active action itself (also when nothing refers to it any more): emptied to a plain dictionary.
      for (const key of value.keys()) value.delete(key);
      changed = true;
      return;
    }
    for (const key of REMOVED_KEYS) {
      if (value.has(key)) {
        value.delete(key);
        changed = true;
      }
    }
    for (const key of ACTION_KEYS) {
      if (isActive(value.get(key))) {
        value.delete(key);
        changed = true;
      }
    }
    // The document-level scripts: the /JavaScript name tree of the /Names dictionary.
    const scripts = value.get(JAVASCRIPT);
    if (scripts && !(scripts instanceof PDFName)) {
      value.delete(JAVASCRIPT);
      changed = true;
    }
    for (const [, child] of value.entries()) clean(child);
  };
  // Every object of the file, those inside object streams included (references are visited as objects of their own).
  for (const [, object] of doc.context.enumerateIndirectObjects()) clean(object);
  if (!changed) return 'clean';
  await writeFile(
    path,
    await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }),
  );
  return 'disarmed';
}
