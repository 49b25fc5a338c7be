import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** Headings the content may use: the page title is the h1, so a text starts at h2 (the server allows h2 to h4). */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Link targets the server keeps (spec 1 §5): the web, mail, or a path inside the portal. */
const LINK_PATTERN = /^(?:https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;
/** Image sources the server keeps: https, or one of the portal's own files (anything else is dropped there). */
const IMAGE_PATTERN =
  /^(?:https:\/\/[^\s"'<>\\]+|\/api\/file\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|image\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/icon))$/i;

/** Whether a link address survives the server's cleaning (no `javascript:`, no `data:`). */
export function isAllowedLink(url: string): boolean {
  return LINK_PATTERN.test(url.trim());
}

/** Whether an image address survives the server's cleaning. */
export function isAllowedImage(url: string): boolean {
  return IMAGE_PATTERN.test(url.trim());
}

/**
 * An image with a caption: `<figure><img><figcaption>…</figcaption></figure>`. The caption is the node's own
 * inline content, so it is edited in place like any text; the image's address and description are attributes.
 */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'inline*',
  draggable: true,
  isolating: true,

  addAttributes() {
    // The attributes live on the inner img, not on the figure: read them there and write them there (renderHTML).
    const fromImage = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.querySelector('img')?.getAttribute(name) ?? null,
      renderHTML: () => ({}),
    });
    return { src: fromImage('src'), alt: fromImage('alt') };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        contentElement: 'figcaption',
        // A figure without an image is not one of ours: its text is kept as ordinary paragraphs.
        getAttrs: (element) => (element.querySelector('img[src]') ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const src = typeof node.attrs.src === 'string' ? node.attrs.src : '';
    const alt = typeof node.attrs.alt === 'string' ? node.attrs.alt : '';
    return ['figure', mergeAttributes(HTMLAttributes), ['img', { src, alt }], ['figcaption', 0]];
  },
});

/**
 * The editor's schema is the whitelist of spec 1 §5: headings, paragraphs, bold, italic, underline, lists, links,
 * tables, images and figures (plus line breaks, quotes and rules, which the server keeps too). ProseMirror parses
 * everything typed, pasted or loaded against this schema, so any other element (a script, an iframe, a style, an
 * event handler) has no node to become and is dropped before it ever reaches the form. The server cleans again:
 * this is for what the author sees, not the security boundary.
 */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }).extend({
    // An address the server would drop never enters the document.
    parseHTML() {
      return [
        { tag: 'img[src]', getAttrs: (element) => (isAllowedImage(element.getAttribute('src') ?? '') ? null : false) },
      ];
    },
  }),
  Figure,
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];
