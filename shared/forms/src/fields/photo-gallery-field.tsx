import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { Badge, Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, VisuallyHidden } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FileInput, PendingUploadRow } from './file-upload-field';
import { FormField } from './form-field';
import { type UploadOptions, uploadSizeText, useUploads } from './use-uploads';

export interface PhotoGalleryFieldProps<TValues extends FieldValues = FieldValues> extends Omit<UploadOptions<TValues>, 'accept'> {
  label: string;
  helperText?: string;
  optional?: boolean;
  /** Image types the browser offers; the server checks each file's content too. */
  accept?: readonly string[];
}

/** The list with one item moved from `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/** Where a dragged photo is over: the index of the photo under the pointer, or null. */
const indexUnder = (x: number, y: number): number | null => {
  const card = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-photo-index]');
  return card ? Number(card.dataset.photoIndex) : null;
};

/**
 * Photos of a listing: uploaded on choose with their progress, shown as thumbnails in order, the
 * first being the cover. Each can be made the cover, moved earlier or later (buttons, so the
 * keyboard does it; or dragged by its handle) and removed; each move is announced.
 */
export function PhotoGalleryField<TValues extends FieldValues = FieldValues>(props: PhotoGalleryFieldProps<TValues>) {
  const { label, helperText, optional, accept = ['image/*'], ...options } = props;
  const { ref, error, urls, pending, maxBytes, full, choose, dismiss, setUrls } = useUploads({ ...options, accept });
  const input = useRef<HTMLInputElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const t = useFormsWizardStrings();
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const move = (from: number, to: number) => {
    if (to === from || to < 0 || to >= urls.length) return;
    setUrls(moveItem(urls, from, to));
    setAnnouncement(to === 0 ? t('gallery.nowCover', { number: from + 1 }) : t('gallery.moved', { from: from + 1, to: to + 1 }));
  };
  const remove = (index: number) => {
    setUrls(urls.filter((_, i) => i !== index));
    setAnnouncement(t('gallery.removed', { number: index + 1 }));
  };
  const dragHandlers = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const over = drag ? indexUnder(event.clientX, event.clientY) : null;
      if (drag && over !== null && over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: () => {
      if (drag) move(drag.from, drag.over);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  });

  return (
    <FormField
      label={label}
      optional={optional}
      error={error}
      helperText={helperText ?? t('gallery.limits', { count: options.maxFiles, size: uploadSizeText(maxBytes) })}
    >
      <FileInput input={input} multiple={options.maxFiles > 1} accept={accept} onChoose={choose} />
      <Button ref={ref} size="sm" variant="outline" alignSelf="flex-start" disabled={full} onClick={() => input.current?.click()}>
        {t('upload.choosePhotos')}
      </Button>
      <SimpleGrid as="ol" columns={{ base: 2, sm: 3, lg: 4 }} gap="3" width="full" mt="2" listStyleType="none">
        {urls.map((url, index) => (
          <Stack
            as="li"
            key={url}
            data-photo-index={index}
            gap="1"
            borderWidth="2px"
            borderRadius="md"
            p="1.5"
            borderColor={drag && drag.over === index && drag.from !== index ? 'blue.500' : index === 0 ? 'teal.600' : 'gray.200'}
            opacity={drag?.from === index ? 0.6 : 1}
          >
            <Box position="relative">
              <Image
                src={url}
                alt={t('gallery.photo', { number: index + 1 })}
                width="full"
                aspectRatio={4 / 3}
                objectFit="cover"
                borderRadius="sm"
              />
              <Box
                aria-hidden
                title={t('gallery.drag')}
                position="absolute"
                top="1"
                right="1"
                px="1.5"
                borderRadius="sm"
                bg="white"
                color="gray.700"
                cursor={drag ? 'grabbing' : 'grab'}
                touchAction="none"
                userSelect="none"
                fontSize="sm"
                {...dragHandlers(index)}
              >
                ⠿
              </Box>
              {index === 0 && (
                <Badge position="absolute" top="1" left="1" colorPalette="teal" variant="solid">
                  {t('gallery.cover')}
                </Badge>
              )}
            </Box>
            <HStack gap="1" justify="space-between" wrap="wrap">
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('gallery.earlier', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('gallery.later', { number: index + 1 })}
                  disabled={index === urls.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </IconButton>
              </HStack>
              {index > 0 && (
                <Button size="xs" variant="ghost" aria-label={t('gallery.makeCover', { number: index + 1 })} onClick={() => move(index, 0)}>
                  {t('gallery.makeCoverShort')}
                </Button>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('gallery.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('gallery.removeShort')}
              </Button>
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack gap="2" width="full">
        {pending.map((item) => (
          <PendingUploadRow key={item.id} item={item} onRemove={() => dismiss(item)} />
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </FormField>
  );
}
