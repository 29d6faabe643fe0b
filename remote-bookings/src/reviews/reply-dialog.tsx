import { useMutation } from '@tanstack/react-query';

import { ApiError, reviewMutations } from '@portal/api';
import { type Review, type ReviewReplyRequest, ReviewReplyRequestSchema } from '@portal/contracts';
import { useForm, valibotResolver } from '@portal/forms';
import { keepPlaceholders, WithData } from '@portal/i18n';
import { Field, Text, Textarea, toast } from '@portal/ui';
import { ActionDialog } from '@portal/ui/overlays';

import { payoutsText, usePayoutsStrings } from '../strings/payouts-strings';

interface ReplyDialogProps {
  review: Review;
  onClose: () => void;
}

const failureMessage = (error: unknown) =>
  payoutsText()(error instanceof ApiError && error.status === 409 ? 'reply.alreadyReplied' : 'reply.failed');

/**
 * The one public reply to a review, validated here and again by the server with the same schema.
 * Once posted, the reviews refresh (the answered one shows its reply, or leaves the unanswered list).
 */
export function ReplyDialog({ review, onClose }: ReplyDialogProps) {
  const t = usePayoutsStrings();
  const reply = useMutation(reviewMutations.reply());
  const { register, handleSubmit, formState } = useForm<ReviewReplyRequest>({
    resolver: valibotResolver(ReviewReplyRequestSchema),
    defaultValues: { reply_text: '' },
  });

  const onSubmit = async (values: ReviewReplyRequest) => {
    try {
      await reply.mutateAsync({ reviewId: review.review_id, request: values });
      toast.success(t('reply.posted'));
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <ActionDialog
      open
      title={<WithData text={t('reply.title', keepPlaceholders('name'))} data={{ name: review.customer.fullName }} />}
      cancelLabel={t('reply.cancel')}
      confirmLabel={t('reply.submit')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
      busy={isSubmitting}
      placement="center"
    >
      <Text fontSize="sm" color="gray.600" mb="3" lineClamp={3}>
        <bdi>{review.review_text}</bdi>
      </Text>
      <Field.Root invalid={Boolean(errors.reply_text)} required>
        <Field.Label>{t('reply.label')}</Field.Label>
        {/* No maxLength attribute: it counts UTF-16 units, and would cut a reply of emoji at half its length. */}
        <Textarea rows={5} {...register('reply_text')} />
        <Field.HelperText>{t('reply.help')}</Field.HelperText>
        <Field.ErrorText>{errors.reply_text?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
