import type { FieldValues } from 'react-hook-form';

import { CheckboxGroupField, RadioField, YesNoField } from './choice-fields';
import { DateField } from './date-field';
import { EntryListField } from './entry-list-field';
import { FileUploadField } from './file-upload-field';
import { PhoneField } from './phone-field';
import { PhotoGalleryField } from './photo-gallery-field';
import { PriceField } from './price-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextListField } from './text-list-field';

/**
 * The fields of a form whose values are `TValues`: the same components, with `name` checked
 * against the values' paths, so a misspelt or foreign field name does not compile.
 */
export const typedFields = <TValues extends FieldValues>() => ({
  CheckboxGroupField: CheckboxGroupField<TValues>,
  DateField: DateField<TValues>,
  EntryListField: EntryListField<TValues>,
  FileUploadField: FileUploadField<TValues>,
  PhoneField: PhoneField<TValues>,
  PhotoGalleryField: PhotoGalleryField<TValues>,
  PriceField: PriceField<TValues>,
  RadioField: RadioField<TValues>,
  SelectField: SelectField<TValues>,
  TextField: TextField<TValues>,
  TextListField: TextListField<TValues>,
  YesNoField: YesNoField<TValues>,
});
