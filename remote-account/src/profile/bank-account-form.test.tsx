import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { userQueries } from '@portal/api';
import type { BankAccount } from '@portal/contracts';
import { apiFailure, inTurn, ME, mockApi, type MockCalls, renderWithProviders, user as aUser } from '@portal/testing';

import { BankAccountForm } from './bank-account-form';

const valid: BankAccount = {
  bank: 'Meezan Bank',
  branchCode: '0101',
  accountTitle: 'Karakoram Tours',
  accountNumber: '01020304050607',
  iban: 'PK36MEZN0001020304050607',
};
const user = aUser({ bank_account: valid });

type Fields = BankAccount & { current_password: string };

async function submit(values: Partial<Fields>) {
  const u = userEvent.setup();
  const labels: Record<keyof Fields, string> = {
    bank: 'Bank',
    branchCode: 'Branch Code',
    accountTitle: 'Account Title',
    accountNumber: 'Account Number',
    iban: 'IBAN',
    current_password: 'Current Password',
  };
  for (const [key, value] of Object.entries(values) as [keyof Fields, string][]) {
    const input = screen.getByLabelText(labels[key]);
    await u.clear(input);
    if (value) await u.type(input, value);
  }
  await u.click(screen.getByRole('button', { name: 'Add Account' }));
}

let updates: MockCalls<'updateBankAccount'>;

describe('BankAccountForm', () => {
  beforeEach(() => {
    updates = mockApi.updateBankAccount(user);
  });

  it.each([
    [{ bank: '' }, 'Bank is required.'],
    [{ branchCode: '12' }, 'Branch code is 4 digits.'],
    [{ accountTitle: '' }, 'Account title is required.'],
    [{ accountNumber: '12ab' }, 'Account number is 8 to 20 digits.'],
    [{ iban: 'GB29NWBK60161331926819' }, 'A Pakistani IBAN is PK followed by 22 characters.'],
    [{ iban: 'PK36MEZN000102030405060' }, 'A Pakistani IBAN is PK followed by 22 characters.'],
    [{ current_password: '' }, 'Enter your current password to change where payouts go.'],
  ])('refuses %o with "%s"', async (change, message) => {
    renderWithProviders(<BankAccountForm saved={null} />);
    await submit({ ...valid, current_password: 'my-pass1', ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(updates.count).toBe(0);
  });

  it("says 'Missing credentials' without a signed-in user", async () => {
    renderWithProviders(<BankAccountForm saved={null} />, { session: null });
    await submit({ ...valid, current_password: 'my-pass1' });
    expect(await screen.findByText('Missing credentials')).toBeInTheDocument();
  });

  it('saves with the current password, accepting an IBAN with spaces, and keeps the saved user for the whole profile', async () => {
    const { queryClient } = renderWithProviders(<BankAccountForm saved={null} />);
    await submit({ ...valid, iban: 'pk36 mezn 0001 0203 0405 0607', current_password: 'my-pass1' });
    expect(await screen.findByText('Bank details updated')).toBeInTheDocument();
    expect(updates.last().params.id).toBe(ME);
    expect(updates.last().body).toEqual({ ...valid, current_password: 'my-pass1' });
    expect(queryClient.getQueryData(userQueries.detail(ME).queryKey)).toEqual(user);
  });

  it('shows the saved account with the account number and IBAN masked but their last four digits, and never whole in the form', () => {
    renderWithProviders(<BankAccountForm saved={valid} />);
    const saved = screen.getByTestId('saved-bank-account');
    expect(saved).toHaveTextContent('account ••••••••••0607, IBAN PK36 MEZN •••• •••• •••• 0607');
    expect(saved).not.toHaveTextContent('01020304050607');
    expect(saved).not.toHaveTextContent('0001 0203 0405');
    expect(screen.getByLabelText('Bank')).toHaveValue('Meezan Bank');
    expect(screen.getByLabelText('Account Number')).toHaveValue('');
    expect(screen.getByLabelText('IBAN')).toHaveValue('');
  });

  it("shows the server's reason, or the fallback", async () => {
    // The second reply is not one the client can read.
    mockApi.updateBankAccount(inTurn(apiFailure(400, 'Validation failed'), {} as never));
    renderWithProviders(<BankAccountForm saved={null} />);
    await submit({ ...valid, current_password: 'my-pass1' });
    expect(await screen.findByText('Bank update failed: Validation failed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Bank update failed')).toBeInTheDocument();
  });

  it("shows the server's refusal of the current password on that field", async () => {
    const wrong = 'Current password is incorrect.';
    mockApi.updateBankAccount(apiFailure(400, wrong, [{ field: 'current_password', message: wrong }]));
    renderWithProviders(<BankAccountForm saved={null} />);
    await submit({ ...valid, current_password: 'not-it-1' });
    expect(await screen.findByText(`Bank update failed: ${wrong}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    // The toast says it with a prefix; the field says it alone.
    expect(screen.getByText(wrong)).toBeInTheDocument();
  });
});
