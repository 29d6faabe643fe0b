import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import * as v from 'valibot';

import { EmailSchema } from '@portal/contracts';
import { PhoneNumberSchema } from '@portal/contracts/phone';
import { applyLanguage } from '@portal/i18n';
import { renderWithProviders } from '@portal/testing';
import { Button } from '@portal/ui';

import { valibotResolver } from '../index';
import { TextField } from './text-field';

const ContactSchema = v.object({ email: EmailSchema, phone: PhoneNumberSchema });
type Contact = v.InferInput<typeof ContactSchema>;

/** A form checked by the shared schemas, as every screen's form is. */
function ContactForm() {
  const form = useForm<Contact>({ resolver: valibotResolver(ContactSchema), defaultValues: { email: 'not an address', phone: '12' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)}>
        <TextField<Contact> name="email" label="E-mail" />
        <TextField<Contact> name="phone" label="Phone" />
        <Button type="submit">Save</Button>
      </form>
    </FormProvider>
  );
}

afterEach(() => act(() => applyLanguage('en')));

describe("a field's error", () => {
  it("shows the shared schemas' messages in English, word for word", async () => {
    renderWithProviders(<ContactForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
  });

  it('shows them in Urdu for a member who reads Urdu, and follows a switch back', async () => {
    await act(() => applyLanguage('ur'));
    renderWithProviders(<ContactForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('براہِ کرم درست ای میل ایڈریس درج کریں۔')).toBeInTheDocument();
    expect(screen.getByText('براہِ کرم درست فون نمبر درج کریں۔')).toBeInTheDocument();
    await act(() => applyLanguage('en'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });
});
