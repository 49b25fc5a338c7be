import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '@portal/contracts';

/** The pen's font for a typed signature: a handwriting face where the system has one. */
const SIGNATURE_FONT = '"Segoe Script", "Brush Script MT", "URW Chancery L", "Comic Sans MS", cursive';
const LARGEST = 56;
const SMALLEST = 14;
const MARGIN = 24;

/**
 * Writes `name` as a signature onto `canvas` (375×180, spec 2 §9): a white ground and the name in a handwriting
 * face, as large as fits. Answers the PNG data URL the entry takes. The keyboard alternative to drawing.
 */
export function drawTypedSignature(canvas: HTMLCanvasElement, name: string): string {
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  let size = LARGEST;
  const font = (px: number) => `italic ${px}px ${SIGNATURE_FONT}`;
  context.font = font(size);
  while (size > SMALLEST && context.measureText(name).width > SIGNATURE_WIDTH - 2 * MARGIN) {
    size -= 2;
    context.font = font(size);
  }
  context.fillStyle = '#000000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2, SIGNATURE_WIDTH - 2 * MARGIN);
  return canvas.toDataURL('image/png');
}
