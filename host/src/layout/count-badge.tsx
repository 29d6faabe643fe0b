import { Badge } from '@portal/ui';

/** Where a badge sits on an icon: its top and end offsets from its control's corner. */
interface Corner {
  top: string;
  end: string;
}

/**
 * A count (the bell, Messages): at the end of a line, or on a control's `corner`. Seen here, heard
 * through its control's name, so hidden from screen readers.
 */
export function CountBadge({ count, corner }: { count: number; corner?: Corner }) {
  return (
    <Badge
      aria-hidden
      colorPalette="red"
      variant="solid"
      size="sm"
      borderRadius="full"
      minW="5"
      justifyContent="center"
      {...(corner ? { position: 'absolute', top: corner.top, insetInlineEnd: corner.end } : { marginInlineStart: 'auto' })}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
