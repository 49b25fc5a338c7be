// Shared by the forms API tests: a form of every field type as the builder sends it, and signed-in callers.
import type { FormBody } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';

/** All 14 field types, each with its metadata (spec 3 "Metadata per type"). */
export function everyTypeForm(title = 'Alle veldtypen'): FormBody {
  return {
    title,
    description: 'Een formulier met elk veldtype.',
    valuation: true,
    grade: true,
    fields: [
      { id: 'new-field-title', type: 'title', label: 'Kop' },
      { id: 'new-field-section', type: 'section', label: 'Deel 1', defaultExpanded: true },
      {
        id: 'new-field-text',
        type: 'text',
        label: 'Onderwerp',
        required: true,
        metadata: { placeholder: 'Bijv.', type: 'text' },
      },
      { id: 'new-field-email', type: 'text', label: 'E-mail', metadata: { type: 'email' } },
      { id: 'new-field-area', type: 'textarea', label: 'Toelichting' },
      { id: 'new-field-number', type: 'number', label: 'Aantal' },
      {
        id: 'new-field-choice',
        type: 'choicelist',
        label: 'Keuze',
        metadata: { multiple: false },
        options: [{ label: 'Ja' }, { label: 'Nee' }, { label: '' }],
      },
      {
        id: 'new-field-likert',
        type: 'likert',
        label: 'Competenties',
        metadata: {
          rows: ['Communicatie', 'Samenwerking'],
          columns: ['Onvoldoende', 'Voldoende', 'Goed'],
          multiple: false,
        },
      },
      { id: 'new-field-date', type: 'date', label: 'Periode', metadata: { range: true, time: true } },
      { id: 'new-field-files', type: 'file-upload', label: 'Bijlagen', metadata: { documents: true, images: true } },
      { id: 'new-field-product', type: 'product', label: 'Bewijsstukken' },
      { id: 'new-field-signature', type: 'signature', label: 'Handtekening' },
      { id: 'new-field-points', type: 'request-points', label: 'Punten' },
      { id: 'new-field-amount', type: 'request-amount', label: 'Bedrag' },
      { id: 'new-field-stage', type: 'internship-type', label: 'Soort stage', metadata: { types: [1, 3, 7] } },
      {
        id: 'new-field-trainer',
        type: 'textarea',
        label: 'Oordeel opleider',
        roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_EXTERNAL'],
        required: true,
      },
    ],
  };
}

/** Signed-in callers with what the form routes look at: roles and permissions. */
export async function callers(t: TestApp) {
  const db = t.database.db;
  const user = async (options: Parameters<typeof f.createUser>[1]) => {
    const row = await f.createUser(db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
    return { user: row, cookie: await signIn(t.app, row.email) };
  };
  return {
    admin: await user({ role: 'ROLE_ADMIN' }),
    /** A program assistant who builds forms (SAVE_FORM, DELETE_FORM, categories) but is no admin. */
    builder: await user({
      role: 'ROLE_PROGRAM_ASSISTANT',
      permissions: ['LIST_FORMS', 'SAVE_FORM', 'DELETE_FORM', 'MANAGE_FORM_CATEGORIES'],
    }),
    /** Reads forms only. */
    reader: await user({ role: 'ROLE_PROGRAM_ASSISTANT', permissions: ['LIST_FORMS'] }),
    participant: await user({ role: 'ROLE_PARTICIPANT' }),
    teacher: await user({ role: 'ROLE_TEACHER' }),
  };
}

export const violationsOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    (res.json().violations as { propertyPath: string; detail: string }[]).map((v) => [v.propertyPath, v.detail]),
  );

type Caller = { cookie: string } | null;
/** A call as `caller` (null: anonymous), with a JSON body when given. */
export const callAs =
  (t: TestApp) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: caller ? { cookie: caller.cookie } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
