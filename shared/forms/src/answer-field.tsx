import { CheckboxGroupField, YesNoField } from './fields/choice-fields';
import { SelectField } from './fields/select-field';
import { TextField } from './fields/text-field';
import type { Question } from './signup-questions';

export type AnswerQuestion = Exclude<Question, { kind: 'upload' }>;

/** The field of a sign-up question answered in words or choices: sign-up and My Profile ask it alike. */
export function AnswerField({ question }: { question: AnswerQuestion }) {
  switch (question.kind) {
    case 'text':
      return <TextField name={question.name} label={question.label} helperText={question.helperText} suggestions={question.suggestions} />;
    case 'select':
      return <SelectField name={question.name} label={question.label} options={question.options} />;
    case 'checkboxes':
      return <CheckboxGroupField name={question.name} label={question.label} options={question.options} columns={question.columns} />;
    case 'yes-no':
      return <YesNoField name={question.name} label={question.label} />;
  }
}
