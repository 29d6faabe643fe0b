import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListTab {
  value: string;
  label: string;
}

export interface ListTabsProps {
  value: string;
  tabs: readonly ListTab[];
  /** Absent when there is one tab only (My Payouts' All). */
  onChange?: (value: string) => void;
  /** The list the chosen tab shows: the tab panel the selected tab controls. */
  children: ReactNode;
}

/**
 * The tabs above a list (My Bookings, Support, My Payouts, My Listings): the list sits in the chosen tab's
 * panel, so the selected tab controls an element that exists (a tab whose aria-controls names
 * nothing is an ARIA error axe reports as critical).
 */
export function ListTabs({ value, tabs, onChange, children }: ListTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={onChange && ((details) => onChange(details.value))} variant="line">
      {/* Many tabs (My Listings' five) scroll sideways on a phone rather than squeeze. */}
      <Tabs.List overflowX="auto">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} pt="4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
