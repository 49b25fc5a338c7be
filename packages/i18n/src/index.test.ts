import { describe, expect, it } from 'vitest';
import { defaultNS, namespaces, resources, toValidationKey } from './index';

describe('@portal/i18n', () => {
  it('has a catalogue file for every namespace, the default one included', () => {
    expect(Object.keys(resources.nl).sort()).toEqual([...namespaces].sort());
    expect(namespaces).toContain(defaultNS);
  });

  it('maps schema messages `validation.<key>` to keys of the validation namespace', () => {
    expect(toValidationKey('validation.email')).toBe('email');
    expect(toValidationKey('validation.passwordRequired')).toBe('passwordRequired');
  });

  it('refuses anything else, including inherited object properties', () => {
    expect(toValidationKey(undefined)).toBeUndefined();
    expect(toValidationKey('Invalid email address')).toBeUndefined();
    expect(toValidationKey('validation.bestaatNiet')).toBeUndefined();
    expect(toValidationKey('validation.toString')).toBeUndefined();
    expect(toValidationKey('errors.title')).toBeUndefined();
  });
});

describe('parseValidationMessage', () => {
  it('reads a key with an optional parameter', async () => {
    const { parseValidationMessage } = await import('./index');
    expect(parseValidationMessage('validation.maxLength:75')).toEqual({ key: 'maxLength', value: '75' });
    expect(parseValidationMessage('validation.required')).toEqual({ key: 'required' });
    expect(parseValidationMessage('validation.nope')).toBeUndefined();
    expect(parseValidationMessage('Too small')).toBeUndefined();
  });
});
