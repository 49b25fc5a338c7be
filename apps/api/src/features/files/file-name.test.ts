import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, DEFAULT_FILE_NAME } from './file-name';

describe('cleanFileName', () => {
  it('keeps an ordinary name, accents and all', () => {
    expect(cleanFileName('Verslag stage – week 3 (één).pdf')).toBe('Verslag stage – week 3 (één).pdf');
  });

  it('drops paths, controls, direction overrides, leading dots and surrounding space', () => {
    expect(cleanFileName('C:\\Users\\jan\\cv.docx')).toBe('cv.docx');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('factuur\u202Efdp.exe')).toBe('factuurfdp.exe');
    expect(cleanFileName('a\r\nb\u0000c.txt')).toBe('abc.txt');
    expect(cleanFileName('  ..verborgen.txt  ')).toBe('verborgen.txt');
    expect(cleanFileName('')).toBe(DEFAULT_FILE_NAME);
    expect(cleanFileName(undefined)).toBe(DEFAULT_FILE_NAME);
    expect(cleanFileName('\u202E')).toBe(DEFAULT_FILE_NAME);
  });

  it('shortens a very long name to 200 characters and keeps its extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('één "verslag".pdf', 'attachment')).toBe(
      `attachment; filename="een _verslag_.pdf"; filename*=UTF-8''%C3%A9%C3%A9n%20%22verslag%22.pdf`,
    );
    expect(contentDisposition('foto.png', 'inline')).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
  });

  it('cannot be broken out of by a crafted name', () => {
    const header = contentDisposition('x.pdf"; filename="evil.exe\r\nSet-Cookie: a=b', 'attachment');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
