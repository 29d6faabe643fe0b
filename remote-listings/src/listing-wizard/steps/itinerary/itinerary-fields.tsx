import { typedFields } from '@portal/forms';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { blankRowOf } from '../../machinery/listing-values';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { EntryListField } = typedFields<ListingFormValues>();

/** Itinerary: time, title and overview of each stop; at least one row stays (its Remove is hidden). */
export function ItineraryFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <EntryListField
      name="itinerary"
      label={say('Itinerary')}
      entryLabel={say('Itinerary entry')}
      addLabel={say('Add itinerary entry')}
      blank={blankRowOf('itinerary')}
      maxItems={maxItemsOf(schema, 'itinerary')}
      inputs={[
        { name: 'time', label: say('Time'), placeholder: say('09:00 or Day 1'), maxLength: maxLengthOf(schema, 'itinerary.time') },
        { name: 'title', label: say('Title'), maxLength: maxLengthOf(schema, 'itinerary.title') },
        { name: 'overview', label: say('Overview'), kind: 'multiline', wide: true, maxLength: maxLengthOf(schema, 'itinerary.overview') },
      ]}
    />
  );
}
