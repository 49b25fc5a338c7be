/**
 * The Content-Security-Policy of every answer that is a file rather than the app (stored uploads, their icons, the
 * photo library's pictures): should a browser render it as a document, it runs no script, makes no requests and has
 * a unique origin (an SVG or HTML-like text can hold script, a PDF an /OpenAction, a GIF can be JavaScript too).
 * Checked in Chromium: its PDF viewer still shows a PDF under this policy inline, and an <img> or <video> ignores it.
 */
export const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
