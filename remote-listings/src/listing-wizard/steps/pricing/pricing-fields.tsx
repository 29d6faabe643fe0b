import {
  ADD_ON_TYPE_LABELS,
  ADD_ON_TYPES,
  BASE_PRICE_PLACEHOLDER,
  RENTAL_AVAILABILITY,
  SECONDARY_PRICE_DEFAULT_LABEL,
} from '@portal/contracts';
import { fieldsOf, toOptions, typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { blankRowOf } from '../../machinery/listing-values';
import { maxItemsOf } from '../../machinery/schema-limits';
import { useListingWizard } from '../../machinery/wizard-context';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { EntryListField, PriceField, SelectField } = typedFields<ListingFormValues>();

const ADD_ON_OPTIONS = ADD_ON_TYPES.map((type) => ({ value: type, label: ADD_ON_TYPE_LABELS[type] }));

const PRICE_HELP = 'Whole rupees; 45,000 or 45000.';

/**
 * Pricing & Add Ons: the base price per person (separators accepted), other prices (a private
 * group, a season; 'Group' when unnamed), add-ons per person or per booking and, for activities,
 * prices by age group. Every part is saved. The rentals' and the room's Pricing & Availability
 * are the same step over their schema: the wizard's price (per day, per night), and when the
 * rental is available; each part shows when the step's schema holds it.
 */
export function PricingFields({ schema }: StepFieldsProps) {
  const { definition } = useListingWizard();
  const fields = fieldsOf({ id: 'pricing', title: '', schema });
  const list = (name: 'age_groups' | 'secondary_prices' | 'add_ons') => ({
    name,
    optional: true,
    minRows: 0,
    blank: blankRowOf(name),
    maxItems: maxItemsOf(schema, name),
  });
  return (
    <Stack gap="6">
      {fields.includes('base_price') && (
        <PriceField name="base_price" label="Base price (per person)" placeholder={BASE_PRICE_PLACEHOLDER} helperText={PRICE_HELP} />
      )}
      {fields.includes('price') && (
        <PriceField
          name="price"
          label={definition.price?.label ?? 'Price'}
          currency={definition.price?.currency}
          placeholder={BASE_PRICE_PLACEHOLDER}
          helperText={PRICE_HELP}
        />
      )}
      {fields.includes('availability') && <SelectField name="availability" label="Availability" options={toOptions(RENTAL_AVAILABILITY)} />}
      {fields.includes('age_groups') && (
        <EntryListField
          {...list('age_groups')}
          label="Age groups"
          entryLabel="Age group"
          addLabel="Add age group"
          inputs={[
            { name: 'label', label: 'Age group', placeholder: 'Children under 12' },
            { name: 'price', label: 'Price', kind: 'price' },
          ]}
        />
      )}
      {fields.includes('secondary_prices') && (
        <EntryListField
          {...list('secondary_prices')}
          label="Secondary prices"
          entryLabel="Secondary price"
          addLabel="Add price"
          helperText={`A price for another group or season. Unnamed prices are saved as '${SECONDARY_PRICE_DEFAULT_LABEL}'.`}
          inputs={[
            { name: 'label', label: 'Label', placeholder: SECONDARY_PRICE_DEFAULT_LABEL },
            { name: 'price', label: 'Price', kind: 'price' },
          ]}
        />
      )}
      {fields.includes('add_ons') && (
        <EntryListField
          {...list('add_ons')}
          label="Add ons"
          entryLabel="Add-on"
          addLabel="Add add-on"
          columns={3}
          inputs={[
            { name: 'name', label: 'Name', placeholder: 'Jeep safari' },
            { name: 'price', label: 'Price', kind: 'price' },
            { name: 'type', label: 'Charged', kind: 'select', options: ADD_ON_OPTIONS },
          ]}
        />
      )}
    </Stack>
  );
}
