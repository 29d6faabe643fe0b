import { HOTEL_CHOICES } from '@portal/contracts';
import { type FieldName, typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { maxLengthOf } from '../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { CheckboxGroupField, SelectField, TextField, YesNoField } = typedFields<ListingFormValues<'hotel'>>();

/** About the room (spec sections 3 and 9): photos (one at least), name, number, size, how many such rooms, who it sleeps and in what beds. */
export function HotelRoomFields({ schema }: StepFieldsProps) {
  const text = (name: FieldName<ListingFormValues<'hotel'>>) => ({ name, maxLength: maxLengthOf(schema, name) });
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('room_name')} label="Room name" helperText="The listing's title: 'Deluxe Double Room'." />
        <TextField {...text('room_number')} label="Room number" />
        <TextField {...text('room_size')} label="Room size" helperText="As guests read it: '28 m²'." />
        <SelectField name="sleeps" label="Sleeps" options={HOTEL_CHOICES.sleeps.map((count) => ({ value: count, label: String(count) }))} />
        <NumberField name="beds" label="Beds" />
        <NumberField name="room_count" label="Rooms of this type" helperText="A night sells up to this many rooms." />
      </SimpleGrid>
      <TextField
        {...text('description')}
        label="Description"
        multiline
        optional
        helperText="What guests should know about the room. Left blank, the room size is shown."
      />
      <CheckboxGroupField name="bed_types" label="Bed types" options={HOTEL_CHOICES.bed_types} columns={4} />
      <CheckboxGroupField name="amenities" label="Amenities" options={HOTEL_CHOICES.amenities} columns={3} optional />
      <YesNoField name="breakfast_included" label="Breakfast included" />
    </Stack>
  );
}
