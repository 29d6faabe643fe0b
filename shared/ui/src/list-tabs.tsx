import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListTab<T extends string = string> {
  value: T;
  label: string;
}

export interface ListTabsProps<T extends string = string> {
  value: T;
  tabs: readonly ListTab<T>[];
  /** Absent when there is one tab only (My Payouts' All). */
  onChange?: (value: T) => void;
  /** The list the chosen tab shows: the tab panel the selected tab controls. */
  children: ReactNode;
}

/**
 * The tabs above a list (My Bookings, Support, My Payouts, My Listings): the list sits in the chosen tab's
 * panel, so the selected tab controls an element that exists (a tab whose aria-controls names
 * nothing is an ARIA error axe reports as critical).
 */
export function ListTabs<T extends string>({ value, tabs, onChange, children }: ListTabsProps<T>) {
  // The tab chosen, as the list's own value (one of `tabs`).
  const choose = (chosen: string) => tabs.find((tab) => tab.value === chosen)?.value;
  return (
    <Tabs.Root value={value} onValueChange={onChange && ((details) => onChange(choose(details.value) ?? value))} variant="line">
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
