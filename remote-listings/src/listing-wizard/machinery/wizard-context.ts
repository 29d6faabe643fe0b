import { createContext, use } from 'react';

import type { ListingWizardDefinition, WizardMessages } from './wizard-definition';

export interface ListingWizardContextValue {
  definition: ListingWizardDefinition;
  messages: WizardMessages;
  mode: 'create' | 'edit';
  /** A step tells while files are uploading: Next and submit wait for them. */
  setUploading: (uploading: boolean) => void;
}

export const ListingWizardContext = createContext<ListingWizardContextValue | null>(null);

/** The wizard a step is part of: its type, messages and mode. */
export function useListingWizard(): ListingWizardContextValue {
  const value = use(ListingWizardContext);
  if (!value) throw new Error('A listing wizard step renders inside ListingWizard');
  return value;
}
