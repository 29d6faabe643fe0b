import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';

import { applyLanguage } from '@portal/i18n';
import { renderWithProviders } from '@portal/testing';
import { Button } from '@portal/ui';

import { PhoneField } from './phone-field';

/** A form with the phone field alone, showing the value it would send. */
function PhoneForm({ onSend }: { onSend: (phone: string) => void }) {
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(({ phone }) => onSend(phone))}>
        <PhoneField<{ phone: string }> name="phone" label="Phone" />
        <Button type="submit">Save</Button>
      </form>
    </FormProvider>
  );
}

afterEach(() => act(() => applyLanguage('en')));

describe("the phone field's dial codes", () => {
  it('name the countries in English as the list writes them', () => {
    renderWithProviders(<PhoneForm onSend={() => undefined} />);
    const picker = screen.getByRole('combobox');
    expect(within(picker).getByRole('option', { name: 'Pakistan (+92)' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'Åland Islands (+358)' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('Afghanistan (+93)');
  });

  it('name them in Urdu for a member who reads Urdu, and send the same number', async () => {
    await act(() => applyLanguage('ur'));
    const sent = jest.fn();
    renderWithProviders(<PhoneForm onSend={sent} />);
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'ملک کا ڈائلنگ کوڈ' });
    expect(picker).toHaveDisplayValue('پاکستان (\u2066+92\u2069)');
    expect(within(picker).queryByRole('option', { name: /Pakistan|India/ })).not.toBeInTheDocument();
    await user.selectOptions(picker, within(picker).getByRole('option', { name: 'بھارت (\u2066+91\u2069)' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(sent).toHaveBeenCalledWith('+91 9876543210');
  });
});
