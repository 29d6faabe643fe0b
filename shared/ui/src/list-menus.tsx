import { Button, Menu, Portal } from '@chakra-ui/react';

import { formatCount } from './format';
import { useUiStrings } from './strings/ui-strings';

export interface MenuOption<V extends string> {
  value: V;
  label: string;
}

/** A list's Sort button: a menu of orders as radio items; choosing one closes it. */
export function SortMenu<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label?: string;
  options: readonly MenuOption<V>[];
  /** The order applied; one that is not among the options (the default) leaves every radio clear. */
  value: string;
  onChange: (value: V) => void;
}) {
  const t = useUiStrings();
  const choose = (next: string) => {
    const option = options.find((o) => o.value === next);
    if (option) onChange(option.value);
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" bg="white">
          {label ?? t('menus.sort')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(details) => choose(details.value)}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value}>
                  <Menu.ItemIndicator />
                  {option.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * A list's Filter button: a menu of checkboxes that stays open while boxes are ticked, so several
 * can be set at once; a click outside or Escape closes it. The button says how many are ticked.
 */
export function FilterMenu<K extends string>({
  label,
  options,
  checked,
  onCheckedChange,
}: {
  label?: string;
  options: readonly MenuOption<K>[];
  checked: (value: K) => boolean;
  onCheckedChange: (value: K, checked: boolean) => void;
}) {
  const t = useUiStrings();
  const count = options.filter((option) => checked(option.value)).length;
  const name = label ?? t('menus.filter');
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" bg="white">
          {count > 0 ? `${name} (${formatCount(count)})` : name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option.value}
                value={option.value}
                checked={checked(option.value)}
                onCheckedChange={(next) => onCheckedChange(option.value, next)}
              >
                <Menu.ItemIndicator />
                {option.label}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
