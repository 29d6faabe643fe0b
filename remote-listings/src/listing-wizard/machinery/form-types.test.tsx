import { screen } from '@testing-library/react';

import { FormProvider, typedFields, useForm } from '@portal/forms';
import { renderWithProviders } from '@portal/testing';

import type { ListingFormValues, ListingWizardDefinition } from './wizard-definition';

// The wizards' forms are typed by their listing type's schema: `pnpm typecheck` covers this file,
// and each @ts-expect-error below fails the check if the line after it ever compiles.
const { TextField, EntryListField } = typedFields<ListingFormValues<'tour'>>();

/** Never rendered: what the compiler refuses. */
export function RefusedNames() {
  return (
    <>
      {/* @ts-expect-error a misspelt field name ('start_in' for 'starts_in') */}
      <TextField name="start_in" label="Starts in" />
      {/* @ts-expect-error a field of another type's form: a bike's make is not a tour's */}
      <TextField name="bike_make" label="Make" />
      {/* @ts-expect-error a list of texts is not a list of entries */}
      <EntryListField name="highlights" label="Highlights" entryLabel="Highlight" addLabel="Add" inputs={[]} blank={{}} />
    </>
  );
}

/** What a car wizard's describe reads: a car's meta_data, so a bike's field is refused. */
type CarMeta = Parameters<NonNullable<ListingWizardDefinition<'car_rental'>['describe']>>[0];
export const carMake: keyof CarMeta = 'car_make';
// @ts-expect-error a car's meta_data has car_make, not bike_make
export const bikeMake: keyof CarMeta = 'bike_make';

function TourFields() {
  const form = useForm<ListingFormValues<'tour'>>({
    defaultValues: { starts_in: 'Lahore', itinerary: [{ time: '', title: 'Badshahi Mosque', overview: '' }] },
  });
  return (
    <FormProvider {...form}>
      <TextField name="starts_in" label="Starts in" />
      <TextField name="itinerary.0.title" label="Day 1" />
    </FormProvider>
  );
}

describe('the typed fields of a wizard', () => {
  it("take the paths of the listing type's values, nested ones too", () => {
    renderWithProviders(<TourFields />);
    expect(screen.getByRole('textbox', { name: 'Starts in' })).toHaveValue('Lahore');
    expect(screen.getByRole('textbox', { name: 'Day 1' })).toHaveValue('Badshahi Mosque');
  });
});
