import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateBankAccount } from '@portal/api';
import type { BankAccount, User } from '@portal/contracts';
import { ApiError } from '../common/api-mock';
import { renderScreen, SIGNED_IN } from '../common/render';
import { BankAccountForm } from './bank-account-form';

jest.mock('@portal/api', () => ({ ...jest.requireActual<object>('../common/api-mock'), updateBankAccount: jest.fn() }));

const valid: BankAccount = { bank: 'Meezan Bank', branchCode: '0101', accountTitle: 'Karakoram Tours', accountNumber: '01020304050607', iban: 'PK36MEZN0001020304050607' };
const user: User = { user_id: SIGNED_IN.userId, full_name: 'Karakoram Tours', email: 'k@t.test', phone_number: null, telephone_number: null, bank_account: valid, profile_photo: null, role: 'supplier', email_verified: true };

async function submit(values: Partial<BankAccount>) {
  const u = userEvent.setup();
  const labels: Record<keyof BankAccount, string> = { bank: 'Bank', branchCode: 'Branch Code', accountTitle: 'Account Title', accountNumber: 'Account Number', iban: 'IBAN' };
  for (const [key, value] of Object.entries(values) as [keyof BankAccount, string][]) {
    const input = screen.getByLabelText(labels[key]);
    await u.clear(input);
    if (value) await u.type(input, value);
  }
  await u.click(screen.getByRole('button', { name: 'Add Account' }));
}

describe('BankAccountForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each([
    [{ bank: '' }, 'Bank is required.'],
    [{ branchCode: '12' }, 'Branch code is 4 digits.'],
    [{ accountTitle: '' }, 'Account title is required.'],
    [{ accountNumber: '12ab' }, 'Account number is 8 to 20 digits.'],
    [{ iban: 'GB29NWBK60161331926819' }, 'A Pakistani IBAN is PK followed by 22 characters.'],
    [{ iban: 'PK36MEZN000102030405060' }, 'A Pakistani IBAN is PK followed by 22 characters.'],
  ])('refuses %o with "%s"', async (change, message) => {
    renderScreen(<BankAccountForm saved={null} onSaved={jest.fn()} />);
    await submit({ ...valid, ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(updateBankAccount).not.toHaveBeenCalled();
  });

  it("says 'Missing credentials' without a signed-in user", async () => {
    renderScreen(<BankAccountForm saved={null} onSaved={jest.fn()} />, { token: null, userId: null, supplierId: null });
    await submit(valid);
    expect(await screen.findByText('Missing credentials')).toBeInTheDocument();
  });

  it('saves, accepting an IBAN with spaces, and reports the saved user', async () => {
    jest.mocked(updateBankAccount).mockResolvedValue(user);
    const onSaved = jest.fn();
    renderScreen(<BankAccountForm saved={null} onSaved={onSaved} />);
    await submit({ ...valid, iban: 'pk36 mezn 0001 0203 0405 0607' });
    expect(await screen.findByText('Bank details updated')).toBeInTheDocument();
    expect(updateBankAccount).toHaveBeenCalledWith(SIGNED_IN.userId, valid);
    expect(onSaved).toHaveBeenCalledWith(user);
  });

  it('shows the saved account and fills the form with it', () => {
    renderScreen(<BankAccountForm saved={valid} onSaved={jest.fn()} />);
    expect(within(screen.getByTestId('saved-bank-account')).getByText(/PK36 MEZN 0001 0203 0405 0607/)).toBeInTheDocument();
    expect(screen.getByLabelText('Bank')).toHaveValue('Meezan Bank');
  });

  it("shows the server's reason, or the fallback", async () => {
    jest.mocked(updateBankAccount).mockRejectedValueOnce(new ApiError(400, 'Validation failed'));
    renderScreen(<BankAccountForm saved={null} onSaved={jest.fn()} />);
    await submit(valid);
    expect(await screen.findByText('Bank update failed: Validation failed')).toBeInTheDocument();
    jest.mocked(updateBankAccount).mockRejectedValueOnce(new Error('boom'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Bank update failed')).toBeInTheDocument();
  });
});
