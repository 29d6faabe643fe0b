import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';

import { renderWithProviders } from '@portal/testing';
import { toast } from '@portal/ui';

import { CheckboxGroupField, YesNoField } from '../fields/choice-fields';
import { SelectField, toOptions } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { useWizard, type WizardStep } from './use-wizard';
import { WizardForm } from './wizard-form';

const required = 'Please fill in all required fields.';
const steps: WizardStep[] = [
  {
    id: 'about',
    title: 'About you',
    schema: v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty(required)), city: v.picklist(['Lahore', 'Quetta'], required) }),
  },
  {
    id: 'more',
    title: 'More',
    // A step-wide rule (no single field's) besides the fields' own.
    schema: v.pipe(
      v.object({ likes: v.pipe(v.array(v.string()), v.minLength(1, 'Pick one.')), treks: v.boolean(required), secret: v.string() }),
      v.check((more) => !(more.treks === false && more.likes.includes('Treks')), 'Someone who likes treks trekks.'),
    ),
    fields: ['likes', 'treks', 'secret'],
  },
  { id: 'last', title: 'Last', schema: v.object({}) },
];
interface Values {
  name: string;
  city: string;
  likes: string[];
  treks?: boolean;
  secret: string;
}

function Harness({
  onSubmit,
  onInvalid,
}: {
  onSubmit: (values: Values) => void;
  onInvalid: (m: string, shownBesideField: boolean) => void;
}) {
  const wizard = useWizard<Values>({
    steps,
    defaultValues: { name: '', city: '', likes: [], secret: '' },
    draft: { key: 'test-draft', omit: ['secret'], restoreStep: true },
    onSubmit,
    onInvalid,
  });
  return (
    <WizardForm wizard={wizard} label="Test progress" submitLabel="Send">
      {wizard.step.id === 'about' && (
        <>
          <TextField name="name" label="Name" />
          <SelectField name="city" label="City" options={toOptions(['Lahore', 'Quetta'])} />
        </>
      )}
      {wizard.step.id === 'more' && (
        <>
          <CheckboxGroupField name="likes" label="Likes" options={['Tea', 'Treks']} />
          <YesNoField name="treks" label="Do you trek?" />
          <TextField name="secret" label="Secret" type="password" />
        </>
      )}
    </WizardForm>
  );
}

const setup = () => {
  const onSubmit = jest.fn();
  const onInvalid = jest.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness onSubmit={onSubmit} onInvalid={onInvalid} />);
  return { user, onSubmit, onInvalid, view };
};

beforeEach(() => window.sessionStorage.clear());

describe('useWizard + WizardForm', () => {
  it('refuses Next until the step is valid, with the schema message beside its fields and not reported again', async () => {
    const { user, onInvalid } = setup();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    // Shown beside the fields already, and the screen is told so: a toast would only repeat it, over the form.
    expect(onInvalid.mock.calls).toEqual([[required, true]]);
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.selectOptions(screen.getByLabelText('City'), 'Quetta');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '33');
  });

  it('keeps values across Back and Next, and submits the values of every step', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.selectOptions(screen.getByLabelText('City'), 'Lahore');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Treks'));
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ayesha');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Treks')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Ayesha', city: 'Lahore', likes: ['Treks'], treks: true }),
        expect.anything(),
      ),
    );
  });

  it('restores a draft after a reload, without the omitted secret', async () => {
    const first = setup();
    await first.user.type(screen.getByLabelText('Name'), 'Bilal');
    await first.user.selectOptions(screen.getByLabelText('City'), 'Lahore');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText('Secret'), 'hunter22');
    first.view.unmount();
    expect(window.sessionStorage.getItem('test-draft')).not.toContain('hunter22');

    setup();
    expect(screen.getByRole('heading', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Bilal');
  });

  it('reports a step-wide rule that no field shows', async () => {
    const { user, onInvalid } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.selectOptions(screen.getByLabelText('City'), 'Lahore');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Treks'));
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith('Someone who likes treks trekks.', false));
  });

  it('leaves the toasts of a step behind when it moves to another', async () => {
    const { user } = setup();
    act(() => toast.success('Successfully uploaded 1 photo(s).'));
    expect(await screen.findByText('Successfully uploaded 1 photo(s).')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.selectOptions(screen.getByLabelText('City'), 'Lahore');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'More' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Successfully uploaded 1 photo(s).')).not.toBeInTheDocument());
  });
});
