import { HOTEL_CHOICES } from '@portal/contracts';
import { type FieldName, typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../strings/wizard-strings';
import { maxLengthOf } from '../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { CheckboxGroupField, SelectField, TextField, YesNoField } = typedFields<ListingFormValues<'hotel'>>();

/** About the room (spec sections 3 and 9): photos (one at least), name, number, size, how many such rooms, who it sleeps and in what beds. */
export function HotelRoomFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  const text = (name: FieldName<ListingFormValues<'hotel'>>) => ({ name, maxLength: maxLengthOf(schema, name) });
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('room_name')} label={say('Room name')} helperText={say("The listing's title: 'Deluxe Double Room'.")} />
        <TextField {...text('room_number')} label={say('Room number')} />
        <TextField {...text('room_size')} label={say('Room size')} helperText={say("As guests read it: '28 m²'.")} />
        <SelectField
          name="sleeps"
          label={say('Sleeps')}
          options={HOTEL_CHOICES.sleeps.map((count) => ({ value: count, label: String(count) }))}
        />
        <NumberField name="beds" label={say('Beds')} />
        <NumberField name="room_count" label={say('Rooms of this type')} helperText={say('A night sells up to this many rooms.')} />
      </SimpleGrid>
      <TextField
        {...text('description')}
        label={say('Description')}
        multiline
        optional
        helperText={say('What guests should know about the room. Left blank, the room size is shown.')}
      />
      <CheckboxGroupField name="bed_types" label={say('Bed types')} options={sayChoices(say, HOTEL_CHOICES.bed_types)} columns={4} />
      <CheckboxGroupField
        name="amenities"
        label={say('Amenities')}
        options={sayChoices(say, HOTEL_CHOICES.amenities)}
        columns={3}
        optional
      />
      <YesNoField name="breakfast_included" label={say('Breakfast included')} />
    </Stack>
  );
}
