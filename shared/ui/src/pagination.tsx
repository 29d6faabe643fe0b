import { Button, HStack, Text } from '@chakra-ui/react';

import { formatCount } from './format';
import { useUiStrings } from './strings/ui-strings';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Page numbers around the current one, with first/last and gaps: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const t = useUiStrings();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack as="nav" aria-label={t('pagination.label')} gap="1">
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <Text key={`gap-${i}`} px="1" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="xs"
            variant={p === page ? 'solid' : 'ghost'}
            colorPalette="teal"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: formatCount(p) })}
            onClick={() => onPageChange(p)}
          >
            {formatCount(p)}
          </Button>
        ),
      )}
      <Button size="xs" variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </HStack>
  );
}
