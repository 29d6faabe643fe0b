import { Badge } from '@portal/ui';

/** A count on an icon (the bell, Messages): seen here, heard through its control's name, so hidden from screen readers. */
export function CountBadge({ count, corner = false }: { count: number; corner?: boolean }) {
  return (
    <Badge
      aria-hidden
      colorPalette="red"
      variant="solid"
      size="sm"
      borderRadius="full"
      minW="5"
      justifyContent="center"
      {...(corner ? { position: 'absolute', top: '0.5', insetInlineEnd: '2' } : { marginInlineStart: 'auto' })}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
