import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';

import { type Listing, paths } from '@portal/contracts';
import { LeaveGuard, useWizard, WizardForm, type WizardStep } from '@portal/forms';
import { messageText } from '@portal/i18n';
import { useSession } from '@portal/session';
import { toast } from '@portal/ui';

import { useWizardStrings } from '../../strings/wizard-strings';
import { ListingCompleteness } from './listing-completeness';
import { ListingPreviewButton } from './listing-preview';
import type { FormValues } from './listing-values';
import { SuccessScreen } from './success-screen';
import { useListingSubmit } from './use-listing-submit';
import { ListingWizardContext } from './wizard-context';
import { type ListingWizardDefinition, messagesOf } from './wizard-definition';

export interface WizardBodyProps {
  definition: ListingWizardDefinition;
  /** The values the form starts from: a new listing's, or the listing being edited. */
  initial: FormValues;
  /** The listing an edit updates; null creates one (with a draft kept across reloads). */
  listingId: string | null;
}

/** The wizard itself: its steps, the step list with the completeness meter, the preview, the submit and the success screen. */
export function WizardBody({ definition, initial, listingId }: WizardBodyProps) {
  const navigate = useNavigate();
  const supplierId = useSession((s) => s.supplierId);
  const messages = useMemo(() => messagesOf(definition), [definition]);
  const mode = listingId === null ? 'create' : 'edit';
  const { t, say } = useWizardStrings();
  const [saved, setSaved] = useState<Listing | null>(null);
  const [uploading, setUploading] = useState(false);
  const steps = useMemo<WizardStep[]>(
    () => definition.steps.map(({ id, title, schema }) => ({ id, title: say(title), schema })),
    [definition, say],
  );
  // The refused step is found from the values of the moment (Next refuses this step, submit the first invalid one).
  const formRef = useRef<{ getValues: () => FormValues } | null>(null);
  const submit = useListingSubmit({ definition, messages, listingId, onSaved: setSaved });
  const wizard = useWizard<FormValues>({
    steps,
    defaultValues: initial,
    // A new listing's answers survive a reload; an edit starts from the server's version each time.
    draft: mode === 'create' ? { key: `listing-draft:${supplierId ?? 'signed-out'}:${definition.type}`, restoreStep: true } : undefined,
    onSubmit: submit,
    // A step's own words (the spec's refusal) are toasted; a field's message only when no field shows it.
    onInvalid: (message, shownBesideField) => {
      const refusal = refusalOf(definition, formRef.current?.getValues() ?? {}, message);
      if (refusal !== message || !shownBesideField) toast.error(messageText(refusal));
    },
  });
  useEffect(() => {
    formRef.current = wizard.form;
  }, [wizard.form]);
  const context = useMemo(() => ({ definition, messages, mode, setUploading }) as const, [definition, messages, mode]);

  if (saved) {
    return (
      <SuccessScreen text={mode === 'create' ? definition.success.create : definition.success.update} button={definition.success.button} />
    );
  }
  const { Fields, schema } = definition.steps[wizard.stepIndex]!;
  return (
    <ListingWizardContext value={context}>
      <LeaveGuard when={wizard.hasChanges} />
      <WizardForm
        wizard={wizard}
        navigation="step-list"
        label={t('page.steps', { noun: say(definition.noun) })}
        submitLabel={say(mode === 'create' ? definition.labels.submit : definition.labels.update)}
        finalStepTitle={definition.successStepTitle && say(definition.successStepTitle)}
        onBackFromFirst={definition.backToDashboard ? () => navigate(paths.dashboard) : undefined}
        aside={<ListingCompleteness steps={steps} onGoToStep={wizard.goTo} />}
        actions={<ListingPreviewButton definition={definition} />}
        waitingFor={uploading ? t('page.waiting') : undefined}
      >
        <Fields schema={schema} />
      </WizardForm>
    </ListingWizardContext>
  );
}

/** A refused step's own words, when the wizard gives it some; else the first field's message. */
function refusalOf(definition: ListingWizardDefinition, values: FormValues, message: string): string {
  const refused = definition.steps.find((step) => {
    if (!step.refusal) return false;
    const result = v.safeParse(step.schema, values);
    return !result.success && result.issues[0]?.message === message;
  });
  return refused?.refusal ?? message;
}
