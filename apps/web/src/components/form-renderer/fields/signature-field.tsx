import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SignatureCanvasModule from 'react-signature-canvas';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_DATA_URL_PREFIX, SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '@portal/contracts';
import type { FieldProps } from '../types';
import { FieldGroup } from './field-group';
import { fileUrl } from './file-field';
import { drawTypedSignature } from './signature-image';

type SignaturePadHandle = InstanceType<typeof SignatureCanvasModule>;
type SignaturePadProps = SignatureCanvasModule.ReactSignatureCanvasProps & { ref?: Ref<SignaturePadHandle> };
// Vite 8 hands back the whole CommonJS module for this package (STACK-NOTES): take its default when it has one.
const SignaturePad = ((SignatureCanvasModule as unknown as { default?: unknown }).default ??
  SignatureCanvasModule) as unknown as ComponentType<SignaturePadProps>;

/** The part of signature_pad 2.x the canvas's scaling below relies on (not in its published types). */
interface SignaturePadPoints {
  _createPoint?: (this: unknown, x: number, y: number, time?: number) => unknown;
}
const scaled = new WeakSet<object>();

/**
 * The canvas always draws 375×180 (the stored PNG's size, which the server checks) but is shown narrower on a screen
 * below that width, so the page never scrolls sideways. signature_pad 2.x takes a point as the pointer's distance from
 * the canvas's edge in screen pixels; on a narrower canvas that would draw the stroke short of the pointer, so the
 * distance is scaled to the drawing's pixels first. Applied once per pad.
 */
function drawAtPointer(handle: SignaturePadHandle | null) {
  if (!handle) return;
  const signaturePad = handle.getSignaturePad() as unknown as SignaturePadPoints;
  const createPoint = signaturePad._createPoint;
  if (scaled.has(signaturePad) || typeof createPoint !== 'function') return;
  scaled.add(signaturePad);
  const canvas = handle.getCanvas();
  signaturePad._createPoint = function (x, y, time) {
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
    const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
    return createPoint.call(this, rect.left + (x - rect.left) * scaleX, rect.top + (y - rect.top) * scaleY, time);
  };
}

const isDrawn = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SIGNATURE_DATA_URL_PREFIX);

interface SignatureAnswerFieldProps extends FieldProps {
  token?: string;
}

/**
 * `signature`: a 375×180 canvas to draw on (mouse, pen, finger; shown narrower on a narrow screen) with 'Wissen', and
 * a keyboard alternative: type a name and it is written onto the canvas as the signature. The answer is the PNG as a data URL when drawn anew, the
 * stored file's id afterwards (shown as its image from `/api/file/{id}`), or `null`.
 */
export function SignatureAnswerField(props: SignatureAnswerFieldProps) {
  const { field, value, onChange, readOnly, error, inputId, token } = props;
  const { t } = useTranslation('components');
  const pad = useRef<SignaturePadHandle | null>(null);
  // What the canvas shows, so a value from outside (restored, or a server version taken) can be drawn onto it.
  const onCanvas = useRef<string | null>(null);
  const [typedName, setTypedName] = useState('');
  const stored = typeof value === 'string' && value !== '' && !isDrawn(value) ? value : null;

  useEffect(() => {
    const canvas = pad.current;
    if (!canvas || stored) return;
    const drawn = isDrawn(value) ? value : null;
    if (drawn === onCanvas.current) return;
    canvas.clear();
    if (drawn) canvas.fromDataURL(drawn, { width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT, ratio: 1 });
    onCanvas.current = drawn;
  }, [value, stored]);

  const emit = (dataUrl: string | null) => {
    onCanvas.current = dataUrl;
    onChange(dataUrl);
  };
  const clear = () => {
    pad.current?.clear();
    emit(null);
  };
  const signWithTypedName = () => {
    const canvas = pad.current;
    if (!canvas || typedName.trim() === '') return;
    canvas.clear();
    emit(drawTypedSignature(canvas.getCanvas(), typedName.trim()));
  };

  const image = (src: string) => (
    <Box
      component="img"
      src={src}
      alt={t('formRenderer.signature.image')}
      width={SIGNATURE_WIDTH}
      height={SIGNATURE_HEIGHT}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
    />
  );

  if (readOnly) {
    return (
      <FieldGroup id={inputId} field={field} error={error}>
        {stored ? (
          image(fileUrl(stored, token))
        ) : isDrawn(value) ? (
          image(value)
        ) : (
          <Typography color="text.secondary">{t('formRenderer.signature.empty')}</Typography>
        )}
      </FieldGroup>
    );
  }

  return (
    <FieldGroup id={inputId} field={field} error={error}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {stored ? (
          image(fileUrl(stored, token))
        ) : (
          <Box sx={{ width: '100%', maxWidth: SIGNATURE_WIDTH }}>
            <SignaturePad
              ref={(handle) => {
                pad.current = handle;
                drawAtPointer(handle);
              }}
              backgroundColor="rgb(255,255,255)"
              penColor="black"
              clearOnResize={false}
              onEnd={() => {
                if (pad.current) emit(pad.current.toDataURL('image/png'));
              }}
              canvasProps={{
                width: SIGNATURE_WIDTH,
                height: SIGNATURE_HEIGHT,
                role: 'img',
                'aria-label': t('formRenderer.signature.canvas'),
                // The typed-name alternative (its help text) describes the canvas.
                'aria-describedby': `${inputId}-typed-helper-text`,
                // The drawing's own size, shown as wide as the screen allows (see drawAtPointer).
                style: {
                  display: 'block',
                  boxSizing: 'border-box',
                  width: '100%',
                  maxWidth: SIGNATURE_WIDTH,
                  height: 'auto',
                  aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
                  border: '1px solid rgba(0,0,0,0.42)',
                  borderRadius: 4,
                  touchAction: 'none',
                  background: '#fff',
                },
              }}
            />
          </Box>
        )}
        <Button variant="outlined" onClick={clear} disabled={!stored && !isDrawn(value)}>
          {t('formRenderer.signature.clear')}
        </Button>
        {!stored && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' }, width: '100%' }}
          >
            <TextField
              id={`${inputId}-typed`}
              label={t('formRenderer.signature.typedName')}
              value={typedName}
              onChange={(event) => setTypedName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  signWithTypedName();
                }
              }}
              helperText={t('formRenderer.signature.typedNameHint')}
              slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 80 } }}
              sx={{ maxWidth: 320 }}
              fullWidth
            />
            <Button
              variant="outlined"
              onClick={signWithTypedName}
              disabled={typedName.trim() === ''}
              sx={{ mt: { sm: 1 } }}
            >
              {t('formRenderer.signature.useTypedName')}
            </Button>
          </Stack>
        )}
      </Stack>
    </FieldGroup>
  );
}
