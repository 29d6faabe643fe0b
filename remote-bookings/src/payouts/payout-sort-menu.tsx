import type { PayoutSort } from '@portal/contracts';
import { Button, Menu, Portal } from '@portal/ui';

const sortLabels: Record<PayoutSort, string> = {
  due_desc: 'Due date (Newest first)',
  due_asc: 'Due date (Oldest first)',
  amount_asc: 'Amount (Low to high)',
  amount_desc: 'Amount (High to low)',
};

const isPayoutSort = (value: string): value is PayoutSort => value in sortLabels;

/** The spec's Sort button, here with a menu of orders that the server applies. */
export function PayoutSortMenu({ value, onChange }: { value: string; onChange: (sort: PayoutSort) => void }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" bg="white">Sort</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(details) => isPayoutSort(details.value) && onChange(details.value)}>
              {Object.entries(sortLabels).map(([sort, label]) => (
                <Menu.RadioItem key={sort} value={sort}>
                  <Menu.ItemIndicator />
                  {label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
