import {
  ADD_ON_TYPE_LABELS,
  ADD_ON_TYPES,
  BASE_PRICE_PLACEHOLDER,
  RENTAL_AVAILABILITY,
  SECONDARY_PRICE_DEFAULT_LABEL,
} from '@portal/contracts';
import { fieldsOf, typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../../strings/wizard-strings';
import { blankRowOf } from '../../machinery/listing-values';
import { maxItemsOf } from '../../machinery/schema-limits';
import { useListingWizard } from '../../machinery/wizard-context';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { EntryListField, PriceField, SelectField } = typedFields<ListingFormValues>();

const PRICE_HELP = 'Whole rupees; 45,000 or 45000.';

/**
 * Pricing & Add Ons: the base price per person (separators accepted), other prices (a private
 * group, a season; 'Group' when unnamed), add-ons per person or per booking and, for activities,
 * prices by age group. Every part is saved. The rentals' and the room's Pricing & Availability
 * are the same step over their schema: the wizard's price (per day, per night), and when the
 * rental is available; each part shows when the step's schema holds it.
 */
export function PricingFields({ schema }: StepFieldsProps) {
  const { say, t } = useWizardStrings();
  const addOnOptions = ADD_ON_TYPES.map((type) => ({ value: type, label: say(ADD_ON_TYPE_LABELS[type]) }));
  const priceHelp = say(PRICE_HELP);
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
        <PriceField name="base_price" label={say('Base price (per person)')} placeholder={BASE_PRICE_PLACEHOLDER} helperText={priceHelp} />
      )}
      {fields.includes('price') && (
        <PriceField
          name="price"
          label={say(definition.price?.label ?? 'Price')}
          currency={definition.price?.currency}
          placeholder={BASE_PRICE_PLACEHOLDER}
          helperText={priceHelp}
        />
      )}
      {fields.includes('availability') && (
        <SelectField name="availability" label={say('Availability')} options={sayChoices(say, RENTAL_AVAILABILITY)} />
      )}
      {fields.includes('age_groups') && (
        <EntryListField
          {...list('age_groups')}
          label={say('Age groups')}
          entryLabel={say('Age group')}
          addLabel={say('Add age group')}
          inputs={[
            { name: 'label', label: say('Age group'), placeholder: say('Children under 12') },
            { name: 'price', label: say('Price'), kind: 'price' },
          ]}
        />
      )}
      {fields.includes('secondary_prices') && (
        <EntryListField
          {...list('secondary_prices')}
          label={say('Secondary prices')}
          entryLabel={say('Secondary price')}
          addLabel={say('Add price')}
          helperText={t('pricing.secondaryHelp', { group: say(SECONDARY_PRICE_DEFAULT_LABEL) })}
          inputs={[
            { name: 'label', label: say('Label'), placeholder: say(SECONDARY_PRICE_DEFAULT_LABEL) },
            { name: 'price', label: say('Price'), kind: 'price' },
          ]}
        />
      )}
      {fields.includes('add_ons') && (
        <EntryListField
          {...list('add_ons')}
          label={say('Add ons')}
          entryLabel={say('Add-on')}
          addLabel={say('Add add-on')}
          columns={3}
          inputs={[
            { name: 'name', label: say('Name'), placeholder: say('Jeep safari') },
            { name: 'price', label: say('Price'), kind: 'price' },
            { name: 'type', label: say('Charged'), kind: 'select', options: addOnOptions },
          ]}
        />
      )}
    </Stack>
  );
}
