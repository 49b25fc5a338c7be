import { useState } from 'react';
import { vi } from 'vitest';
import type { Answer, FormData, FormField } from '@portal/contracts';
import { renderRoute } from '../../../test/test-utils';
import { FormRenderer, type FormRendererProps } from './form-renderer';

/** A field as the API reads it, with the defaults of the builder. */
export function formField(field: Partial<FormField> & Pick<FormField, 'id' | 'type' | 'label'>): FormField {
  return {
    description: null,
    required: false,
    roles: ['ROLE_PARTICIPANT'],
    options: [],
    metadata: {},
    defaultExpanded: false,
    ...field,
  };
}

type HarnessProps = Omit<FormRendererProps, 'values' | 'onChange' | 'roles'> &
  Partial<Pick<FormRendererProps, 'roles'>> & {
    initial?: FormData;
    onAnswer: (fieldId: string, answer: Answer) => void;
  };

/** The renderer with its values kept in state, as a screen keeps them. */
function Harness({ initial = {}, onAnswer, roles = ['ROLE_PARTICIPANT'], ...props }: HarnessProps) {
  const [values, setValues] = useState<FormData>(initial);
  return (
    <FormRenderer
      {...props}
      roles={roles}
      values={values}
      onChange={(fieldId, answer) => {
        setValues((before) => ({ ...before, [fieldId]: answer }));
        onAnswer(fieldId, answer);
      }}
    />
  );
}

/** Renders the renderer inside the app's providers; `onAnswer` records every change. */
export function renderForm(props: Omit<HarnessProps, 'onAnswer'>) {
  const onAnswer = vi.fn<(fieldId: string, answer: Answer) => void>();
  const view = renderRoute('/', [{ path: '/', element: <Harness {...props} onAnswer={onAnswer} /> }]);
  /** The last answer given to a field. */
  const last = (fieldId: string) => onAnswer.mock.calls.filter(([id]) => id === fieldId).at(-1)?.[1];
  return { ...view, onAnswer, last };
}

/** A PNG header of `width`×`height` as a data URL (what a canvas would encode), for jsdom, which has no canvas. */
export function pngDataUrl(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * A 2D context for jsdom: records `fillText`, measures text at 20 px a character, accepts everything else. The
 * canvas encodes a PNG of its own size. Returns the recorder.
 */
export function fakeCanvas() {
  const fillText = vi.fn();
  const state: Record<string | symbol, unknown> = {
    fillText,
    measureText: (text: string) => ({ width: text.length * 20 }),
  };
  const context = new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    return pngDataUrl(this.width, this.height);
  });
  return { fillText, context: state };
}
