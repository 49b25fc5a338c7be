import { describe, expect, it } from 'vitest';
import { getAccount } from '@portal/contracts';
import { ACCOUNT_PATH } from './get-account';

describe('the startup fetch of the account', () => {
  it('asks the path of the contract (written out there, as the first chunk carries no contracts)', () => {
    expect(ACCOUNT_PATH).toBe(getAccount.path);
  });
});
