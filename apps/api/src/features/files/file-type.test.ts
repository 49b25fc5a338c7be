import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const dir = mkdtempSync(join(tmpdir(), 'portal-file-type-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function detect(bytes: Buffer | string, name: string, claimedType?: string) {
  const path = join(dir, `upload-${++n}`);
  writeFileSync(path, bytes);
  return detectFileType(path, { name, claimedType });
}
const accepted = (mimeType: string) => ({ ok: true, mimeType });
const refused = { ok: false, reason: 'unsupported' };

/** An ISO media file's first box, enough for the container to be recognised. */
function ftyp(brand: string): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftyp', 4);
  box.write(brand, 8);
  box.write('isom', 16);
  box.write(brand, 20);
  return box;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const ELF = Buffer.concat([Buffer.from('7f454c4602010100000000000000000002003e0001000000', 'hex'), Buffer.alloc(200)]);
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(200)]);
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);

describe('detectFileType', () => {
  it('takes the type from the bytes, whatever the name or the claim says', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    expect(await detect(PDF, 'verslag.pdf', 'application/pdf')).toEqual(accepted('application/pdf'));
    expect(await detect(png, 'foto.jpg', 'image/jpeg')).toEqual(accepted('image/png'));
    expect(await detect(PDF, 'zonder-extensie')).toEqual(accepted('application/pdf'));
  });

  it('refuses executables however they are named or claimed', async () => {
    expect(await detect(ELF, 'verslag.pdf', 'application/pdf')).toEqual(refused);
    expect(await detect(PE, 'verslag.pdf', 'application/pdf')).toEqual(refused);
    expect(await detect(PE, 'notities.txt', 'text/plain')).toEqual(refused);
    expect(await detect(ELF, 'data.json', 'application/json')).toEqual(refused);
  });

  it('believes the claim only inside the container family the bytes prove', async () => {
    expect(await detect(ftyp('isom'), 'film.mp4', 'video/mp4')).toEqual(accepted('video/mp4'));
    expect(await detect(ftyp('isom'), 'opname.mp4', 'audio/mp4')).toEqual(accepted('audio/mp4'));
    expect(await detect(ftyp('M4A '), 'opname.m4a', '')).toEqual(accepted('audio/mp4'));
    expect(await detect(CFB, 'brief.doc', 'application/msword')).toEqual(accepted('application/msword'));
    expect(await detect(CFB, 'lijst.xls', '')).toEqual(accepted('application/vnd.ms-excel'));
    // A Compound File that claims nothing Office-like (an Outlook message, an installer) is not accepted.
    expect(await detect(CFB, 'bericht.msg', 'application/vnd.ms-outlook')).toEqual(refused);
    expect(await detect(ftyp('isom'), 'film.mp4', 'application/pdf')).toEqual(accepted('video/mp4'));
  });

  it('accepts text and CSV without binary bytes, in UTF-8 or an 8-bit encoding such as Excel writes', async () => {
    expect(await detect('naam;cijfer\r\nJan;8\r\n', 'cijfers.csv', 'text/csv')).toEqual(accepted('text/csv'));
    expect(await detect(Buffer.from('café;crème\n', 'latin1'), 'lijst.csv', 'application/vnd.ms-excel')).toEqual(
      accepted('text/csv'),
    );
    expect(await detect('Héél gewoon tekst\n', 'notitie.txt', '')).toEqual(accepted('text/plain'));
    expect(await detect(Buffer.from('tekst\0met NUL'), 'notitie.txt', 'text/plain')).toEqual(refused);
    expect(await detect(Buffer.from([0x41, 0x02, 0x42]), 'notitie.txt', 'text/plain')).toEqual(refused);
    // Text that claims to be nothing known is refused: the bytes alone cannot tell.
    expect(await detect('# Kop\n', 'readme.md', 'text/markdown')).toEqual(refused);
  });

  it('accepts JSON only when it parses', async () => {
    expect(await detect('\uFEFF{"formulier": [1, 2]}', 'export.json', 'application/json')).toEqual(
      accepted('application/json'),
    );
    expect(await detect('{"kapot": ', 'export.json', 'application/json')).toEqual(refused);
    expect(await detect(Buffer.from([0x22, 0xff, 0x22]), 'export.json', 'application/json')).toEqual(refused);
  });

  it('accepts an SVG document, with or without a declaration, but never one declaring entities', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    expect(await detect(svg, 'logo.svg', 'image/svg+xml')).toEqual(accepted('image/svg+xml'));
    expect(await detect(`<?xml version="1.0"?>\n<!-- logo -->\n${svg}`, 'logo.svg', '')).toEqual(
      accepted('image/svg+xml'),
    );
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg}`;
    expect(await detect(bomb, 'logo.svg', 'image/svg+xml')).toEqual(refused);
    expect(await detect('<html><script>alert(1)</script></html>', 'logo.svg', 'image/svg+xml')).toEqual(refused);
  });
});
